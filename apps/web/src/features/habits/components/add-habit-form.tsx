import { zodResolver } from '@hookform/resolvers/zod';
import {
  createHabitRequestSchema,
  DAILY_TARGET_MAX,
  DAILY_TARGET_MIN,
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_ICON,
  HABIT_CATEGORIES,
  HABIT_DESCRIPTION_MAX_LENGTH,
  type CreateHabitRequest,
} from '@streakwise/shared';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors';
import type { HabitsFailure } from '../habits-types';
import { CustomizationFields } from './customization-fields';

const FIELDS = ['name', 'category', 'dailyTarget', 'description', 'icon', 'color'] as const;

interface AddHabitFormProps {
  formId: string;
  canCustomize: boolean;
  /** Resolves with the failure, if any, so the server's field messages land on the inputs. */
  onCreate: (habit: CreateHabitRequest) => Promise<HabitsFailure | undefined>;
}

/** Only what the plan allows is sent: icon and colour stay the defaults on Free. */
function toRequest(values: CreateHabitRequest, canCustomize: boolean): CreateHabitRequest {
  const { icon, color, description, ...rest } = values;
  return {
    ...rest,
    ...(canCustomize ? { icon, color } : {}),
    ...(description ? { description } : {}),
  };
}

export function AddHabitForm({ formId, canCustomize, onCreate }: AddHabitFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createHabitRequestSchema),
    mode: 'all',
    defaultValues: {
      name: '',
      dailyTarget: 1,
      description: '',
      icon: DEFAULT_HABIT_ICON,
      color: DEFAULT_HABIT_COLOR,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const failure = await onCreate(toRequest(values, canCustomize));
    applyServerFieldErrors(failure?.fields, setError, FIELDS);
  });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-5">
      <FormField
        label="Habit name"
        placeholder="e.g. Morning run"
        autoComplete="off"
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Category" error={errors.category?.message} {...register('category')}>
          <option value="">Choose a category</option>
          {HABIT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Daily target"
          type="number"
          inputMode="numeric"
          min={DAILY_TARGET_MIN}
          max={DAILY_TARGET_MAX}
          step={1}
          hint="Check-ins per day, 1 to 10"
          error={errors.dailyTarget?.message}
          {...register('dailyTarget', { valueAsNumber: true })}
        />
      </div>
      <TextAreaField
        label="Description (optional)"
        rows={2}
        maxLength={HABIT_DESCRIPTION_MAX_LENGTH}
        placeholder="Why does this habit matter to you?"
        error={errors.description?.message}
        {...register('description')}
      />
      <CustomizationFields canCustomize={canCustomize} register={register} />
    </form>
  );
}
