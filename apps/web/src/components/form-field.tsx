import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldShell, describedBy, inputClasses } from './field-shell';

interface FormFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled text input; spread react-hook-form's `register()` result into it. */
export function FormField({
  label,
  error,
  hint,
  id,
  className = '',
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const visibleHint = error ? undefined : hint;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, visibleHint)}
        className={`${inputClasses(Boolean(error))} ${className}`}
        {...inputProps}
      />
    </FieldShell>
  );
}
