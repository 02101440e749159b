import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldShell, describedBy, inputClasses } from './field-shell';

interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input; spread react-hook-form's `register()` result into it. */
export function TextAreaField({ label, error, hint, id, ...areaProps }: TextAreaFieldProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  return (
    <FieldShell id={areaId} label={label} error={error} hint={hint}>
      <textarea
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error, error ? undefined : hint)}
        className={`${inputClasses(Boolean(error))} resize-y`}
        {...areaProps}
      />
    </FieldShell>
  );
}
