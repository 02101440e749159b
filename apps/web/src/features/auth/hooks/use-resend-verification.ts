import { MESSAGES, RESEND_VERIFICATION_MAX } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { APP_TEXTS } from '../../../lib/texts';
import { useAuthDispatch } from '../auth-hooks';
import { resendVerification, sendVerification } from '../auth-thunks';

/**
 * Resending is capped on the client (docs/product.md §5) and on the server (429). `via`: the
 * sign-up screen resends its link; the sign-in page sends a new one (POST /api/auth/send-verification).
 */
export function useResendVerification(via: 'resend' | 'send' = 'resend') {
  const thunk = via === 'send' ? sendVerification : resendVerification;
  const dispatch = useAuthDispatch();
  const [sentCount, setSentCount] = useState(0);
  const [serverLimitHit, setServerLimitHit] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const exhausted = serverLimitHit || sentCount >= RESEND_VERIFICATION_MAX;

  const resend = async (email: string) => {
    if (exhausted || isSending) return;
    setIsSending(true);
    const result = await dispatch(thunk(email));
    setIsSending(false);
    if (thunk.fulfilled.match(result)) {
      setSentCount((count) => count + 1);
      toast.success(result.payload.message || APP_TEXTS.verificationSent);
    } else if (result.payload?.status === 429) {
      setServerLimitHit(true);
      toast.error(MESSAGES.resendLimitReached);
    } else {
      toast.error(
        via === 'send' ? MESSAGES.sendVerificationFailed : MESSAGES.resendVerificationFailed,
      );
    }
  };

  return {
    resend,
    isSending,
    exhausted,
    remaining: Math.max(0, RESEND_VERIFICATION_MAX - sentCount),
  };
}
