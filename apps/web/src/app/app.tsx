import { MESSAGES } from '@streakwise/shared';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { FullPageSpinner } from '../components/spinner';
import { getStoredToken } from '../lib/token-storage';
import { AppRoutes, needsStore } from './app-routes';
import { ScrollToTop } from './scroll-to-top';
import { SessionViewContext, startingSession, type SessionView } from './session-view';

const StoreRuntime = lazy(() =>
  import('./store-root').then((module) => ({ default: module.StoreRuntime })),
);

/**
 * Everything inside the router: session restore, 401 handling, scrolling and the routes.
 * `scrollOnStart: false` when taking over the landing page (see ScrollToTop).
 */
export function App({ scrollOnStart = true }: { scrollOnStart?: boolean }) {
  const { pathname } = useLocation();
  const [session, setSession] = useState<SessionView>(() =>
    startingSession(getStoredToken() !== null),
  );
  // A first visit to a page without the store never loads it; once loaded, it stays.
  const [storeStarted, setStoreStarted] = useState(session.isRestoring);
  if (!storeStarted && needsStore(pathname)) setStoreStarted(true);

  return (
    <SessionViewContext value={session}>
      <ScrollToTop onStart={scrollOnStart} />
      {storeStarted && (
        <Suspense fallback={null}>
          <StoreRuntime onSessionChange={setSession} />
        </Suspense>
      )}
      {session.isRestoring ? (
        <>
          {session.isUnreachable && (
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
    </SessionViewContext>
  );
}
