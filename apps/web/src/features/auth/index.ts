export {
  authReducer,
  clearError,
  loggedOut,
  offlineUserRestored,
  pointsUpdated,
  signedOutState,
  userUpdated,
} from './auth-slice';
export { loadUser, updateTimezone } from './auth-thunks';
export { logout } from './session-actions';
export { selectAuth, selectUser, useAuthSelector } from './auth-hooks';
export type { AuthFailure, AuthRootState, AuthState } from './auth-types';
export * from './lazy-pages';
