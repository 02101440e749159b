import { MESSAGES } from '@streakwise/shared';
import { CircleCheck, CircleX, LockKeyhole } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses, textLinkClasses } from '../../../components/button-styles';
import { APP_TEXTS, SPEC_TEXTS } from '../../../lib/texts';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

function MissingToken() {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(MESSAGES.invalidResetLink, { id: 'invalid-reset-link' });
    void navigate('/login', { replace: true });
  }, [navigate]);
  return (
    <AuthLayout icon={CircleX} tone="error" title={MESSAGES.invalidResetLink}>
      <p className="text-center text-sm text-slate-600">{APP_TEXTS.redirectingToLogin}</p>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (!token) return <MissingToken />;

  if (doneMessage !== null) {
    return (
      <AuthLayout icon={CircleCheck} tone="success" title={APP_TEXTS.passwordResetTitle}>
        <p role="status" className="mb-6 text-center text-slate-700">
          {doneMessage || MESSAGES.passwordResetDone}
        </p>
        <Link to="/login" className={`${buttonClasses('primary', 'lg')} w-full`}>
          {SPEC_TEXTS.signInLink}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={LockKeyhole}
      title="Set a new password"
      subtitle="Choose a password you don’t use anywhere else."
      footer={
        <Link to="/login" className={textLinkClasses}>
          {SPEC_TEXTS.backToSignIn}
        </Link>
      }
    >
      <ResetPasswordForm token={token} onReset={setDoneMessage} />
    </AuthLayout>
  );
}
