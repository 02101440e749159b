import { MESSAGES } from '@streakwise/shared';
import { ArrowLeft, Clock, MailCheck, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { errorMessage } from '../../../lib/api-error';
import { APP_TEXTS, SPEC_TEXTS } from '../../../lib/texts';
import { authApi } from '../auth-api';
import { AuthLayout } from './auth-layout';

interface ForgotPasswordSentProps {
  email: string;
  onTryDifferentEmail: () => void;
}

export function ForgotPasswordSent({ email, onTryDifferentEmail }: ForgotPasswordSentProps) {
  const [isResending, setIsResending] = useState(false);

  const resend = async () => {
    setIsResending(true);
    try {
      const reply = await authApi.forgotPassword({ email });
      toast.success(reply.message || APP_TEXTS.resetEmailResent);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.resendEmailFailed, MESSAGES.networkError));
    } finally {
      setIsResending(false);
    }
  };

  return (
    <AuthLayout
      icon={MailCheck}
      tone="success"
      title={SPEC_TEXTS.checkYourEmail}
      subtitle={
        <>
          If an account exists for <strong className="wrap-anywhere text-slate-900">{email}</strong>
          , we sent a link to reset its password.
        </>
      }
    >
      <div className="space-y-4">
        <p className="flex items-center justify-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {APP_TEXTS.resetLinkExpires}
        </p>
        <Button variant="secondary" fullWidth isLoading={isResending} onClick={resend}>
          {!isResending && <RefreshCw aria-hidden="true" className="size-4" />}
          {SPEC_TEXTS.resendEmail}
        </Button>
        <Button variant="ghost" fullWidth onClick={onTryDifferentEmail}>
          {SPEC_TEXTS.tryDifferentEmail}
        </Button>
        <Link to="/login" className={`${buttonClasses('primary')} w-full`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {SPEC_TEXTS.backToSignIn}
        </Link>
      </div>
    </AuthLayout>
  );
}
