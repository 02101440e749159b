import { useEffect, useRef } from 'react';
import { loadUser } from '../features/auth';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * A stored token without a user means a returning visitor: fetch who they are (docs/product.md §2).
 */
export function useSessionBootstrap(): { isRestoring: boolean } {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const hasUser = useAppSelector((state) => state.auth.user !== null);
  // NOTE: StrictMode runs effects twice; one /auth/me per token is enough.
  const requestedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || hasUser || requestedFor.current === token) return;
    requestedFor.current = token;
    void dispatch(loadUser());
  }, [dispatch, token, hasUser]);

  return { isRestoring: token !== null && !hasUser };
}
