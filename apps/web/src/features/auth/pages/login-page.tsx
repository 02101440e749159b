import { MESSAGES, type LoginRequest } from '@streakwise/shared';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation } from 'react-router';
import { textLinkClasses } from '../../../components/button-styles';
import { DashboardSkeleton } from '../../../components/dashboard-skeleton';
import { Notice } from '../../../components/notice';
import { DEFAULT_REDIRECT, redirectParam } from '../../../lib/login-redirect';
import { SPEC_TEXTS } from '../../../lib/texts';
import { isUnverifiedEmailFailure } from '../auth-failure';
import { selectAuth, useAuthDispatch, useAuthSelector } from '../auth-hooks';
import { clearError } from '../auth-slice';
import { login } from '../auth-thunks';
import { lockedOutText } from '../login-limit';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { VerificationRequired } from '../components/verification-required';
import { useRedirectTarget } from '../hooks/use-redirect-target';

/** A message handed over by the previous screen, e.g. after verifying the e-mail. */
function messageFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  return typeof state.message === 'string' ? state.message : null;
}

export function LoginPage() {
  const dispatch = useAuthDispatch();
  const { isAuthenticated, isLoading, error } = useAuthSelector(selectAuth);
  const location = useLocation();
  const redirect = useRedirectTarget();
  const [unverified, setUnverified] = useState<{ email: string | null } | null>(null);
  // Too many failed sign-ins: stays on screen (a toast would go before the wait is read).
  const [lockedOut, setLockedOut] = useState<string | null>(null);
  // An error that arrived with the visitor, e.g. 'Session expired' after a failed session load.
  const [errorOnArrival] = useState(error);

  useEffect(() => {
    if (!errorOnArrival) return;
    toast.error(errorOnArrival, { id: 'auth-error' });
    dispatch(clearError());
  }, [errorOnArrival, dispatch]);

  const onLogin = async (credentials: LoginRequest) => {
    setUnverified(null);
    setLockedOut(null);
    const result = await dispatch(login(credentials));
    if (login.fulfilled.match(result)) {
      toast.success(MESSAGES.welcomeBack);
      return undefined;
    }
    const failure = result.payload;
    if (isUnverifiedEmailFailure(failure)) setUnverified({ email: credentials.email });
    else if (failure?.status === 429) setLockedOut(lockedOutText(failure));
    else toast.error(failure?.message ?? MESSAGES.loginFailed);
    dispatch(clearError());
    return failure;
  };

  // NOTE: the router moves in a transition, so this page stays on screen until the next one has
  // loaded: the dashboard's shape, not a blank page, fills that moment.
  if (isAuthenticated) {
    return (
      <>
        <Navigate to={redirect} replace />
        {redirect === DEFAULT_REDIRECT && <DashboardSkeleton />}
      </>
    );
  }

  const handedOver = messageFromState(location.state);
  const signupLink =
    redirect === DEFAULT_REDIRECT ? '/signup' : `/signup?redirect=${redirectParam(redirect)}`;

  return (
    <AuthLayout
      icon={LogIn}
      title="Welcome back"
      subtitle="Sign in to keep your streaks going."
      footer={
        <>
          New to Streakwise?{' '}
          <Link to={signupLink} className={textLinkClasses}>
            {SPEC_TEXTS.createAccount}
          </Link>
        </>
      }
    >
      {handedOver && !unverified && (
        <div className="mb-6">
          <Notice tone="success" role="status">
            <p className="font-medium">{handedOver}</p>
          </Notice>
        </div>
      )}
      {unverified && <VerificationRequired email={unverified.email} />}
      {lockedOut && (
        <div className="mb-6">
          <Notice tone="error" role="alert">
            <p className="font-medium">{lockedOut}</p>
          </Notice>
        </div>
      )}
      <LoginForm isLoading={isLoading} onLogin={onLogin} />
    </AuthLayout>
  );
}
