import type { ComponentProps } from 'react';
import { FormField } from '../../../components/form-field';

/** The sign-in, sign-up and reset forms' e-mail input; spread `register('email')` into it. */
export function EmailField(props: Omit<ComponentProps<typeof FormField>, 'label'>) {
  return (
    <FormField
      label="Email address"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}
