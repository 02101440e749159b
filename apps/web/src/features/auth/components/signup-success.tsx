import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { buttonClasses, textLinkClasses } from '../../../components/button-styles';
import { SPEC_TEXTS } from '../../../lib/texts';
import { AuthLayout } from './auth-layout';
import { ResendVerification } from './resend-verification';

const NEXT_STEPS = [
  'Open the email from Streakwise.',
  'Click the verification link inside (it works for 24 hours).',
  'Sign in and start building your first habit.',
];

interface SignupSuccessProps {
  email: string;
  supportEmail: string;
  onBackToSignup: () => void;
}

export function SignupSuccess({ email, supportEmail, onBackToSignup }: SignupSuccessProps) {
  return (
    <AuthLayout
      icon={MailCheck}
      tone="success"
      title={SPEC_TEXTS.checkYourEmailSignup}
      subtitle={
        <>
          We sent a verification link to{' '}
          <strong className="wrap-anywhere text-slate-900">{email}</strong>
        </>
      }
    >
      <div className="space-y-6">
        <div className="rounded-xl bg-slate-50 p-4">
          <h2 className="mb-3 text-sm font-semibold text-slate-900">Next steps</h2>
          <ol className="space-y-2 text-sm text-slate-600">
            {NEXT_STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-700">
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </div>

        <div className="space-y-2">
          <p className="text-center text-sm text-slate-600">
            Didn’t get it? Check your spam folder, or send it again.
          </p>
          <ResendVerification email={email} />
        </div>

        <div className="grid gap-3 sm:grid-cols-2">
          <Link to="/login" className={buttonClasses('primary')}>
            {SPEC_TEXTS.goToLogin}
          </Link>
          <Button variant="secondary" onClick={onBackToSignup}>
            {SPEC_TEXTS.backToSignup}
          </Button>
        </div>

        <p className="text-center text-sm text-slate-600">
          Still stuck?{' '}
          <a href={`mailto:${supportEmail}`} className={textLinkClasses}>
            Contact support
          </a>
        </p>
      </div>
    </AuthLayout>
  );
}
