import { MESSAGES } from '@streakwise/shared';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/button';
import { APP_TEXTS } from '../../../lib/texts';
import { useResendVerification } from '../hooks/use-resend-verification';

export function ResendVerification({
  email,
  via = 'resend',
}: {
  email: string;
  via?: 'resend' | 'send';
}) {
  const { resend, isSending, exhausted, remaining } = useResendVerification(via);
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        onClick={() => resend(email)}
        disabled={exhausted}
        isLoading={isSending}
        fullWidth
      >
        {!isSending && <RefreshCw aria-hidden="true" className="size-4" />}
        {MESSAGES.resendVerificationEmail}
      </Button>
      {exhausted ? (
        <p role="alert" className="text-center text-sm font-medium text-red-700">
          {MESSAGES.resendLimitReached}
        </p>
      ) : (
        <p className="text-center text-xs text-slate-500">{APP_TEXTS.resendsLeft(remaining)}</p>
      )}
    </div>
  );
}
