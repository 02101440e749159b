import { useEffect, useRef, useState } from 'react';
import { loadUser } from '../features/auth';
import { useAppDispatch, useAppSelector } from './hooks';

/** How long to wait before asking again while the server cannot be reached. */
export const SESSION_RETRY_MS = 5_000;

/**
 * A stored token without a user means a returning visitor: fetch who they are (docs/product.md §2).
 * While the server is unreachable the token is kept and the check is retried, so an outage never
 * signs anyone out.
 */
export function useSessionBootstrap(): { isRestoring: boolean; isUnreachable: boolean } {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const hasUser = useAppSelector((state) => state.auth.user !== null);
  const isUnreachable = useAppSelector((state) => state.auth.serverUnreachable);
  const isLoading = useAppSelector((state) => state.auth.isLoading);
  // NOTE: StrictMode runs effects twice; one /auth/me per token (and per retry) is enough.
  const requestedFor = useRef<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const key = `${token}:${attempt}`;
    if (!token || hasUser || requestedFor.current === key) return;
    requestedFor.current = key;
    void dispatch(loadUser());
  }, [dispatch, token, hasUser, attempt]);

  useEffect(() => {
    if (!isUnreachable || isLoading || hasUser) return;
    const timer = setTimeout(() => setAttempt((n) => n + 1), SESSION_RETRY_MS);
    return () => clearTimeout(timer);
  }, [isUnreachable, isLoading, hasUser]);

  return { isRestoring: token !== null && !hasUser, isUnreachable };
}
