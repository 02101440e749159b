import { zodResolver } from '@hookform/resolvers/zod';
import { categoryRequestSchema, type CategoryRequest } from '@streakwise/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { CATEGORIES_TEXTS as T } from '../categories-texts';
import type { NameError } from '../hooks/use-category-actions';

interface CategoryNameFormProps {
  label: string;
  submitLabel: string;
  defaultName?: string;
  placeholder?: string;
  /** Resolves with the server's word on a refused name, shown on the field; null once saved. */
  onSubmit: (name: string) => Promise<NameError>;
  /** Renaming has a way back; adding clears the field for the next one instead. */
  onCancel?: () => void;
}

/** One name field, checked with the shared rules before it is sent: adding and renaming. */
export function CategoryNameForm({
  label,
  submitLabel,
  defaultName = '',
  placeholder,
  onSubmit,
  onCancel,
}: CategoryNameFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CategoryRequest>({
    resolver: zodResolver(categoryRequestSchema),
    defaultValues: { name: defaultName },
  });

  const submit = handleSubmit(async ({ name }) => {
    const error = await onSubmit(name);
    if (error) setError('name', { type: 'server', message: error }, { shouldFocus: true });
    else if (!onCancel) reset({ name: '' });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <FormField
          label={label}
          autoComplete="off"
          placeholder={placeholder}
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {T.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
