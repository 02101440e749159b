import { FullPageSpinner } from '../components/spinner';
import { AppRoutes } from './app-routes';
import { ScrollToTop } from './scroll-to-top';
import { useSessionBootstrap } from './session-bootstrap';
import { UnauthorizedRedirect } from './unauthorized-redirect';

/** Everything inside the router: session restore, 401 handling, scrolling and the routes. */
export function App() {
  const { isRestoring } = useSessionBootstrap();
  return (
    <>
      <UnauthorizedRedirect />
      <ScrollToTop />
      {isRestoring ? <FullPageSpinner /> : <AppRoutes />}
    </>
  );
}
