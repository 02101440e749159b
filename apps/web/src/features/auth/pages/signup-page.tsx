import { MESSAGES } from '@streakwise/shared';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate } from 'react-router';
import { textLinkClasses } from '../../../components/button-styles';
import { DEFAULT_REDIRECT, redirectParam } from '../../../lib/login-redirect';
import { SPEC_TEXTS } from '../../../lib/texts';
import { selectAuth, useAuthDispatch, useAuthSelector } from '../auth-hooks';
import { clearSignupState } from '../auth-slice';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../components/signup-form';
import { SignupSuccess } from '../components/signup-success';
import { useRedirectTarget } from '../hooks/use-redirect-target';

export function SignupPage({ supportEmail }: { supportEmail: string }) {
  const dispatch = useAuthDispatch();
  const { isAuthenticated, signupSuccess, signupEmail } = useAuthSelector(selectAuth);
  const redirect = useRedirectTarget();

  useEffect(() => {
    // The id keeps StrictMode's double effect from stacking two toasts.
    if (isAuthenticated) toast.success(MESSAGES.welcomeBack, { id: 'welcome' });
  }, [isAuthenticated]);

  // Leaving the page forgets the success screen, so a later visit starts with the form.
  useEffect(() => {
    return () => {
      dispatch(clearSignupState());
    };
  }, [dispatch]);

  if (isAuthenticated) return <Navigate to={redirect} replace />;

  if (signupSuccess && signupEmail) {
    return (
      <SignupSuccess
        email={signupEmail}
        supportEmail={supportEmail}
        onBackToSignup={() => dispatch(clearSignupState())}
      />
    );
  }

  const loginLink =
    redirect === DEFAULT_REDIRECT ? '/login' : `/login?redirect=${redirectParam(redirect)}`;

  return (
    <AuthLayout
      icon={UserPlus}
      title="Create your account"
      subtitle="Start building habits that stick. It’s free."
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginLink} className={textLinkClasses}>
            {SPEC_TEXTS.signInLink}
          </Link>
        </>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
