import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, resetPasswordFormSchema } from '@streakwise/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { textLinkClasses } from '../../../components/button-styles';
import { Notice } from '../../../components/notice';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api-error';
import { authApi } from '../auth-api';
import { applyErrorFields } from '../../../lib/apply-server-field-errors';
import { useRevalidateTouched } from '../hooks/use-revalidate-touched';

interface ResetPasswordFormProps {
  token: string;
  onReset: (message: string) => void;
}

export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const revalidate = useRevalidateTouched(form);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const reply = await authApi.resetPassword({ token, password });
      onReset(reply.message);
    } catch (error) {
      const message = errorMessage(error, MESSAGES.resetPasswordFailed, MESSAGES.networkError);
      const onField = applyErrorFields(error, setError, ['password']);
      // A dead link cannot be fixed in this form, so say so where the person is looking.
      if (!onField) setFailure(message);
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure && (
        <Notice tone="error" role="alert">
          <p>{failure}</p>
          <Link to="/forgot-password" className={textLinkClasses}>
            Request a new link
          </Link>
        </Notice>
      )}
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password', { onChange: () => revalidate(['confirmPassword']) })}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
        Reset password
      </Button>
    </form>
  );
}
