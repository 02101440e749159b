import { createContext, useContext } from 'react';
import type { NavUser } from '../components/navbar';

/**
 * The session as the always-loaded shell (navigation bar, start-up spinner) sees it. The store
 * keeps it up to date once the first page that needs the store has loaded it; until then the
 * visitor is signed out, or, with a stored token, being restored.
 */
export interface SessionView {
  user: NavUser | null;
  /** A stored token whose person is still being looked up. */
  isRestoring: boolean;
  /** That look-up got no answer from the server; it is being retried. */
  isUnreachable: boolean;
  signOut: () => void;
}

export function startingSession(hasStoredToken: boolean): SessionView {
  return {
    user: null,
    isRestoring: hasStoredToken,
    isUnreachable: false,
    signOut: () => undefined,
  };
}

export const SessionViewContext = createContext<SessionView>(startingSession(false));

export function useSessionView(): SessionView {
  return useContext(SessionViewContext);
}
