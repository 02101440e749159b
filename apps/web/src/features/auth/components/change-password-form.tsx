import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, PASSWORD_MIN_LENGTH, changePasswordFormSchema } from '@streakwise/shared';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { PasswordInput } from '../../../components/password-input';
import { errorMessage } from '../../../lib/api-error';
import { APP_TEXTS, SPEC_TEXTS } from '../../../lib/texts';
import { authApi } from '../auth-api';
import { useAuthDispatch } from '../auth-hooks';
import { applyErrorFields } from '../../../lib/apply-server-field-errors';
import { useRevalidateTouched } from '../hooks/use-revalidate-touched';
import { replaceToken } from '../session-actions';
import { PasswordRequirements } from './password-requirements';

export function ChangePasswordForm() {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'all',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const revalidate = useRevalidateTouched(form);
  const [currentPassword, newPassword] = useWatch({
    control,
    name: ['currentPassword', 'newPassword'],
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const reply = await authApi.changePassword({ currentPassword, newPassword });
      dispatch(replaceToken(reply));
      toast.success(reply.message || MESSAGES.passwordChanged);
      reset();
      void navigate('/dashboard');
    } catch (error) {
      applyErrorFields(error, setError, ['currentPassword', 'newPassword']);
      toast.error(errorMessage(error, MESSAGES.updatePasswordFailed, MESSAGES.networkError));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword', {
          onChange: () => revalidate(['newPassword', 'confirmPassword']),
        })}
      />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword', { onChange: () => revalidate(['confirmPassword']) })}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { onChange: () => revalidate(['newPassword']) })}
      />
      <PasswordRequirements
        requirements={[
          { label: APP_TEXTS.requirementMinLength, met: newPassword.length >= PASSWORD_MIN_LENGTH },
          {
            label: APP_TEXTS.requirementDifferent,
            met: newPassword.length > 0 && newPassword !== currentPassword,
          },
        ]}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/dashboard" className={buttonClasses('secondary')}>
          {SPEC_TEXTS.cancel}
        </Link>
        <Button type="submit" disabled={!isValid} isLoading={isSubmitting}>
          Update password
        </Button>
      </div>
    </form>
  );
}
