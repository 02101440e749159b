import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { clearStoredToken, storeToken } from '../../lib/token-storage';
import { authActions } from './auth-slice';
import type { AuthRootState } from './auth-types';

type AuthThunk = ThunkAction<void, AuthRootState, unknown, UnknownAction>;

/** Ends the session in this browser; the token is dropped from storage and state together. */
export function logout(): AuthThunk {
  return (dispatch) => {
    clearStoredToken();
    dispatch(authActions.loggedOut());
  };
}

/** A password change revokes the old token and hands out a new one. */
export function replaceToken(token: string): AuthThunk {
  return (dispatch) => {
    storeToken(token);
    dispatch(authActions.tokenReplaced(token));
  };
}
