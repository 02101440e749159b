import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../components/button-styles';
import { SPEC_TEXTS } from '../../../lib/texts';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { ForgotPasswordSent } from '../components/forgot-password-sent';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return <ForgotPasswordSent email={sentTo} onTryDifferentEmail={() => setSentTo(null)} />;
  }

  return (
    <AuthLayout
      icon={KeyRound}
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we’ll send you a link to reset it."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={textLinkClasses}>
            {SPEC_TEXTS.backToSignIn}
          </Link>
        </>
      }
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthLayout>
  );
}
