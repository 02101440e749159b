import { MESSAGES } from '@streakwise/shared';
import { Notice } from '../../../components/notice';
import { ResendVerification } from './resend-verification';

/** Shown on /login when the account exists but its e-mail is not verified yet. */
export function VerificationRequired({ email }: { email: string | null }) {
  return (
    <div className="mb-6 space-y-3">
      <Notice tone="error" role="alert">
        <p className="font-medium">{MESSAGES.verificationRequired}</p>
      </Notice>
      {email && (
        <Notice tone="warning">
          <p>
            We sent a verification link to <strong className="wrap-anywhere">{email}</strong>. Can’t
            find it? Check your spam folder or send a new one.
          </p>
          <ResendVerification email={email} via="send" />
        </Notice>
      )}
    </div>
  );
}
