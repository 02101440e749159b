import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Footer } from '../components/footer';
import { Navbar } from '../components/navbar';
import { FullPageSpinner } from '../components/spinner';
import { logout } from '../features/auth';
import { CookieBanner } from '../features/cookies';
import { useAppDispatch, useAppSelector } from './hooks';

export function RootLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.auth.user);

  const signOut = () => {
    dispatch(logout());
    void navigate('/login');
  };

  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <Navbar user={user} onSignOut={signOut} />
      <main id="main" className="flex flex-1 flex-col">
        {/* NOTE: the fallback fills the screen so the footer stays below the fold until the page
            arrives; otherwise it jumps down when the lazy chunk renders (layout shift, CLS). */}
        <Suspense
          fallback={
            <div className="min-h-screen">
              <FullPageSpinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
