/**
 * User-visible texts that are not (yet) in the shared MESSAGES. The first group is fixed by
 * docs/product.md (§2) or a decision record (docs/decisions/); the second is this app's own wording. Candidates to move to
 * packages/shared.
 */
export const SPEC_TEXTS = {
  tagline: 'Build Better Discipline',
  startFreeToday: 'Start Free Today',
  signIn: 'Sign In',
  login: 'Login',
  signUp: 'Sign Up',
  dashboard: 'Dashboard',
  changePassword: 'Change Password',
  signOut: 'Sign Out',
  tryPro: 'Try Pro',
  goPremium: 'Go Premium',
  upgradeToPro: 'Upgrade to Pro',
  upgradeToPremium: 'Upgrade to Premium',
  signedInAs: 'Signed in as',
  proBadge: 'Pro',
  premiumBadge: 'Premium',
  checkYourEmailSignup: 'Check Your Email!',
  goToLogin: 'Go to Login',
  backToSignup: 'Back to Signup',
  checkYourEmail: 'Check your email',
  resendEmail: 'Resend Email',
  tryDifferentEmail: 'Try different email',
  backToSignIn: 'Back to sign in',
  cancel: 'Cancel',
  createAccount: 'Create an account',
  signUpLink: 'Sign up',
  forgotPassword: 'Forgot password?',
  createNewAccount: 'Create a new account',
  backToLogin: 'Back to login',
  signInLink: 'Sign in',
  welcomeBackName: (name: string) => `Welcome back, ${name}!`,
} as const;

export const APP_TEXTS = {
  verificationSent: 'Verification email sent. Please check your inbox.',
  resetEmailResent: 'Reset email sent again. Please check your inbox.',
  resetLinkExpires: 'The link expires in 1 hour.',
  resendsLeft: (count: number) => (count === 1 ? '1 resend left' : `${count} resends left`),
  verifying: 'Verifying your email…',
  redirectingToLogin: 'Taking you to sign in…',
  verificationFailedTitle: 'Verification failed',
  emailVerifiedTitle: 'Email verified',
  passwordResetTitle: 'Password reset',
  requirementMinLength: 'At least 6 characters',
  requirementDifferent: 'Different from your current password',
  pageNotFound: 'Page not found',
  updateTimezoneFailed: 'Failed to update time zone',
  loading: 'Loading…',
} as const;
