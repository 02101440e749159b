import { MESSAGES, VERIFY_REDIRECT_MS } from '@streakwise/shared';
import { CircleCheck, CircleX, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { APP_TEXTS, SPEC_TEXTS } from '../../../lib/texts';
import { authApi } from '../auth-api';
import { AuthLayout } from '../components/auth-layout';

type Outcome = { status: 'loading' } | { status: 'success' | 'error'; message: string };

function VerificationFailed({ message }: { message: string }) {
  return (
    <AuthLayout icon={CircleX} tone="error" title={APP_TEXTS.verificationFailedTitle}>
      <p role="alert" className="mb-6 text-center text-slate-700">
        {message}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/signup" className={buttonClasses('primary')}>
          {SPEC_TEXTS.createNewAccount}
        </Link>
        <Link to="/login" className={buttonClasses('secondary')}>
          {SPEC_TEXTS.backToLogin}
        </Link>
      </div>
    </AuthLayout>
  );
}

function VerifyToken({ token }: { token: string }) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'loading' });
  // NOTE: the token is single-use, so StrictMode's second effect run must not spend it again.
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    authApi.verifyEmail(token).then(
      (reply) =>
        setOutcome({ status: 'success', message: reply.message || MESSAGES.emailVerified }),
      (error: unknown) =>
        setOutcome({
          status: 'error',
          message: errorMessage(error, MESSAGES.emailVerificationFailed, MESSAGES.networkError),
        }),
    );
  }, [token]);

  useEffect(() => {
    if (outcome.status !== 'success') return;
    const timer = setTimeout(() => {
      void navigate('/login', {
        replace: true,
        state: { message: MESSAGES.emailVerifiedPleaseLogin },
      });
    }, VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome.status, navigate]);

  if (outcome.status === 'error') return <VerificationFailed message={outcome.message} />;

  if (outcome.status === 'success') {
    return (
      <AuthLayout icon={CircleCheck} tone="success" title={APP_TEXTS.emailVerifiedTitle}>
        <div role="status" className="space-y-2 text-center">
          <p className="font-medium text-slate-900">{outcome.message}</p>
          <p className="text-sm text-slate-600">{APP_TEXTS.redirectingToLogin}</p>
        </div>
        <Link to="/login" className={`${buttonClasses('primary')} mt-6 w-full`}>
          {SPEC_TEXTS.signInLink}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout icon={MailCheck} title={APP_TEXTS.verifying}>
      <div className="flex justify-center py-4 text-indigo-600">
        <Spinner label={APP_TEXTS.verifying} className="size-8" />
      </div>
    </AuthLayout>
  );
}

export function VerifyEmailPage() {
  const { token } = useParams();
  if (!token) return <VerificationFailed message={MESSAGES.invalidVerificationLink} />;
  // Keyed so a different link starts a fresh verification.
  return <VerifyToken key={token} token={token} />;
}
