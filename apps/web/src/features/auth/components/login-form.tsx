import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, type LoginRequest } from '@streakwise/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { textLinkClasses } from '../../../components/button-styles';
import { PasswordInput } from '../../../components/password-input';
import { SPEC_TEXTS } from '../../../lib/texts';
import type { AuthFailure } from '../auth-types';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { EmailField } from './email-field';

interface LoginFormProps {
  isLoading: boolean;
  /** Resolves with the failure, if any, so field errors can land on the inputs. */
  onLogin: (credentials: LoginRequest) => Promise<AuthFailure | undefined>;
}

export function LoginForm({ isLoading, onLogin }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginFormSchema),
    mode: 'all',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    const failure = await onLogin(credentials);
    applyServerFieldErrors(failure?.fields, setError, ['email', 'password']);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <EmailField error={errors.email?.message} {...register('email')} />
      <div className="space-y-2">
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className={textLinkClasses}>
            {SPEC_TEXTS.forgotPassword}
          </Link>
        </div>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={isLoading}>
        {SPEC_TEXTS.signIn}
      </Button>
    </form>
  );
}
