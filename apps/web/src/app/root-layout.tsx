import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Navbar } from '../components/navbar';
import { FullPageSpinner } from '../components/spinner';
import { OfflineNotice } from '../pwa/offline-notice';
import { useSessionView } from './session-view';
import { SiteLayout } from './site-layout';

/** The layout route of the full app: the site frame around whichever page the URL names. */
export function RootLayout() {
  const navigate = useNavigate();
  const { user, signOut } = useSessionView();

  const onSignOut = () => {
    signOut();
    void navigate('/login');
  };

  return (
    <SiteLayout navbar={<Navbar user={user} onSignOut={onSignOut} />}>
      <OfflineNotice />
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
    </SiteLayout>
  );
}
