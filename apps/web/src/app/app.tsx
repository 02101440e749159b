import { MESSAGES } from '@streakwise/shared';
import { FullPageSpinner } from '../components/spinner';
import { AppRoutes } from './app-routes';
import { ScrollToTop } from './scroll-to-top';
import { useSessionBootstrap } from './session-bootstrap';
import { UnauthorizedRedirect } from './unauthorized-redirect';

/** Everything inside the router: session restore, 401 handling, scrolling and the routes. */
export function App() {
  const { isRestoring, isUnreachable } = useSessionBootstrap();
  return (
    <>
      <UnauthorizedRedirect />
      <ScrollToTop />
      {isRestoring ? (
        <>
          {isUnreachable && (
            <p
              role="status"
              className="mx-auto mt-8 max-w-md px-4 text-center text-sm text-slate-700"
            >
              {MESSAGES.serverUnreachableRetrying}
            </p>
          )}
          <FullPageSpinner />
        </>
      ) : (
        <AppRoutes />
      )}
    </>
  );
}
