import { lazy } from 'react';

// The routed pages, each loaded on demand. The route table imports this file rather than the
// feature's index, which would bring the feature's store code onto every page.
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
