import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { clearStoredToken, getStoredToken, storeSession } from '../../lib/token-storage';
import { authApi } from './auth-api';
import { authActions } from './auth-slice';
import type { AuthRootState } from './auth-types';

type AuthThunk = ThunkAction<void, AuthRootState, unknown, UnknownAction>;

/**
 * Ends the session in this browser (token and refresh credential dropped from storage and state)
 * and tells the server without waiting: signing out here never depends on its answer.
 * `deliberate`: the person chose Sign Out (not an expired session), so no page asks to be
 * returned to after the next sign-in.
 */
export function logout({ deliberate = false }: { deliberate?: boolean } = {}): AuthThunk {
  return (dispatch) => {
    const token = getStoredToken();
    clearStoredToken();
    dispatch(authActions.loggedOut({ deliberate }));
    if (token) authApi.logout(token).catch(() => undefined);
  };
}

/** A password change ends the old token and hands this device a new pair. */
export function replaceToken(pair: { token: string; refreshToken: string }): AuthThunk {
  return (dispatch) => {
    storeSession(pair);
    dispatch(authActions.tokenReplaced(pair.token));
  };
}
