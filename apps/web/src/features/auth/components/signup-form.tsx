import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, signupFormSchema } from '@streakwise/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { textLinkClasses } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { selectAuth, useAuthDispatch, useAuthSelector } from '../auth-hooks';
import { authActions, clearError } from '../auth-slice';
import { signup } from '../auth-thunks';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { formSentAt, useFormStartTime, waitOutMinimumFill } from '../hooks/use-form-start-time';
import { useRevalidateTouched } from '../hooks/use-revalidate-touched';
import { HoneypotField } from './honeypot-field';
import { EmailField } from './email-field';

function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

export function SignupForm() {
  const dispatch = useAuthDispatch();
  const { isLoading } = useAuthSelector(selectAuth);
  const formStartTime = useFormStartTime();
  const form = useForm({
    resolver: zodResolver(signupFormSchema),
    mode: 'all',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', website: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const revalidate = useRevalidateTouched(form);
  const recheckConfirm = { onChange: () => revalidate(['confirmPassword']) };

  const onSubmit = handleSubmit(async ({ name, email, password, website }) => {
    if (website) {
      dispatch(authActions.signupDropped(email));
      return;
    }
    const timezone = browserTimeZone();
    await waitOutMinimumFill(formStartTime);
    const result = await dispatch(
      signup({
        name,
        email,
        password,
        _formStartTime: formStartTime,
        _formSentAt: formSentAt(),
        ...(timezone && { timezone }),
      }),
    );
    if (signup.rejected.match(result)) {
      const fields = result.payload?.fields;
      applyServerFieldErrors(fields, setError, ['name', 'email', 'password']);
      toast.error(result.payload?.message ?? MESSAGES.signupFailed);
      dispatch(clearError());
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-5">
      <FormField
        label="Full name"
        autoComplete="name"
        placeholder="Alex Taylor"
        error={errors.name?.message}
        {...register('name', recheckConfirm)}
      />
      <EmailField error={errors.email?.message} {...register('email', recheckConfirm)} />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...register('password', recheckConfirm)}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <HoneypotField registration={register('website')} />
      <p className="text-xs leading-relaxed text-slate-500">
        By creating an account you agree to our{' '}
        <Link to="/terms" className={textLinkClasses}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={textLinkClasses}>
          Privacy Policy
        </Link>
        .
      </p>
      <Button type="submit" size="lg" fullWidth isLoading={isLoading || isSubmitting}>
        Create account
      </Button>
    </form>
  );
}
