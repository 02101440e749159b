import { zodResolver } from '@hookform/resolvers/zod';
import {
  createHabitRequestSchema,
  DAILY_TARGET_MAX,
  DAILY_TARGET_MIN,
  HABIT_DESCRIPTION_MAX_LENGTH,
  type CreateHabitForm,
  type CreateHabitRequest,
  type Habit,
} from '@streakwise/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors';
import type { HabitsFailure } from '../habits-types';
import { useCategoryNames } from '../hooks/use-category-names';
import { categoryOptions, formValues } from '../model/habit-form';
import { CustomizationFields } from './customization-fields';

const FIELDS = ['name', 'category', 'dailyTarget', 'description', 'icon', 'color'] as const;

export const HABIT_FORM_TEXTS = {
  chooseCategory: 'Choose a category',
  manageCategories: 'Manage categories',
} as const;

interface AddHabitFormProps {
  formId: string;
  canCustomize: boolean;
  /** The habit being edited: the form starts from its values. Without one, a blank new habit. */
  habit?: Habit;
  /**
   * Gets the checked values; resolves with the failure, if any, so the server's field messages
   * land on the inputs.
   */
  onSubmit: (values: CreateHabitRequest) => Promise<HabitsFailure | undefined>;
}

/** The habit form of both Add Habit and Edit habit. */
export function AddHabitForm({ formId, canCustomize, habit, onSubmit }: AddHabitFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateHabitForm, unknown, CreateHabitRequest>({
    resolver: zodResolver(createHabitRequestSchema),
    mode: 'all',
    defaultValues: formValues(habit),
  });

  const names = useCategoryNames();
  const categories = categoryOptions(names, habit?.category);

  const submit = handleSubmit(async (values) => {
    const failure = await onSubmit(values);
    applyServerFieldErrors(failure?.fields, setError, FIELDS);
  });

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-5">
      <FormField
        label="Habit name"
        placeholder="e.g. Morning run"
        autoComplete="off"
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <SelectField label="Category" error={errors.category?.message} {...register('category')}>
            <option value="">{HABIT_FORM_TEXTS.chooseCategory}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </SelectField>
          {/* Custom categories come with the plans that customise (Pro and Premium). */}
          {canCustomize && (
            <Link to="/settings#categories" className={`${textLinkClasses} text-sm`}>
              {HABIT_FORM_TEXTS.manageCategories}
            </Link>
          )}
        </div>
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
