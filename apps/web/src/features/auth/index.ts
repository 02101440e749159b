import { lazy } from 'react';

export { authReducer, clearError, loggedOut, pointsUpdated, userUpdated } from './auth-slice';
export { loadUser, updateTimezone } from './auth-thunks';
export { logout } from './session-actions';
export { selectAuth, selectUser, useAuthSelector } from './auth-hooks';
export type { AuthFailure, AuthRootState, AuthState } from './auth-types';

// Pages load on demand so the first screen ships only what it needs.
export const LoginPage = lazy(() =>
  import('./pages/login-page').then((module) => ({ default: module.LoginPage })),
);
export const SignupPage = lazy(() =>
  import('./pages/signup-page').then((module) => ({ default: module.SignupPage })),
);
export const VerifyEmailPage = lazy(() =>
  import('./pages/verify-email-page').then((module) => ({ default: module.VerifyEmailPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import('./pages/forgot-password-page').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('./pages/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);
export const ChangePasswordPage = lazy(() =>
  import('./pages/change-password-page').then((module) => ({
    default: module.ChangePasswordPage,
  })),
);
