import { useCallback, useLayoutEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { logout } from '../features/auth';
import { OfflineRuntime } from '../features/habits';
import { useThemeSync } from '../theme/use-theme-sync';
import { RequireAuth, RequireStoredToken } from './guards';
import { useAppDispatch, useAppSelector } from './hooks';
import { useSessionBootstrap } from './session-bootstrap';
import type { SessionView } from './session-view';
import { appStore } from './store-instance';
import { AppToaster } from './toaster';
import { UnauthorizedRedirect } from './unauthorized-redirect';

// Everything that needs the Redux store, in one chunk the landing page never loads: the store
// itself, the session restore, 401 handling, toasts and the guards of the pages.

/** Who may open a page that uses the store. */
export type PageAccess = 'anyone' | 'signed-in' | 'stored-token';

interface StoreScopeProps {
  access: PageAccess;
  /** The page's own path, where sign-in sends a visitor back to. */
  path: string;
  children: ReactNode;
}

/** A page that reads or changes the store, behind its guard. */
export function StoreScope({ access, path, children }: StoreScopeProps) {
  return (
    <Provider store={appStore()}>
      {access === 'signed-in' ? (
        <RequireAuth>{children}</RequireAuth>
      ) : access === 'stored-token' ? (
        <RequireStoredToken target={path}>{children}</RequireStoredToken>
      ) : (
        children
      )}
    </Provider>
  );
}

/** Reports the session to the shell whenever it changes. */
function SessionReporter({ onChange }: { onChange: (session: SessionView) => void }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const { isRestoring, isUnreachable } = useSessionBootstrap();
  const signOut = useCallback(() => dispatch(logout({ deliberate: true })), [dispatch]);
  useThemeSync(user);

  // NOTE: a layout effect, so the bar never paints a frame with the old session.
  useLayoutEffect(() => {
    onChange({ user, isRestoring, isUnreachable, signOut });
  }, [onChange, user, isRestoring, isUnreachable, signOut]);
  return null;
}

/**
 * Mounted beside the routes once the store is needed (a stored token, or a page that uses it),
 * and kept from then on.
 */
export function StoreRuntime({ onSessionChange }: { onSessionChange: (s: SessionView) => void }) {
  return (
    <Provider store={appStore()}>
      <UnauthorizedRedirect />
      <SessionReporter onChange={onSessionChange} />
      <OfflineRuntime />
      <AppToaster />
    </Provider>
  );
}
