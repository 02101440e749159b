import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, forgotPasswordFormSchema } from '@streakwise/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api-error';
import { authApi } from '../auth-api';
import { applyErrorFields } from '../../../lib/apply-server-field-errors';
import { formSentAt, useFormStartTime, waitOutMinimumFill } from '../hooks/use-form-start-time';
import { HoneypotField } from './honeypot-field';
import { EmailField } from './email-field';

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const formStartTime = useFormStartTime();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'all',
    defaultValues: { email: '', website: '' },
  });

  const onSubmit = handleSubmit(async ({ email, website }) => {
    // A filled honeypot gets the usual confirmation and no request (docs/product.md §5).
    if (website) return onSent(email);
    await waitOutMinimumFill(formStartTime);
    try {
      await authApi.forgotPassword({
        email,
        _formStartTime: formStartTime,
        _formSentAt: formSentAt(),
      });
      onSent(email);
    } catch (error) {
      applyErrorFields(error, setError, ['email']);
      toast.error(errorMessage(error, MESSAGES.resetEmailFailed, MESSAGES.networkError));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <EmailField error={errors.email?.message} {...register('email')} />
      <HoneypotField registration={register('website')} />
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}
