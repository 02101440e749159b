import { zodResolver } from '@hookform/resolvers/zod';
import {
  createHabitRequestSchema,
  HABIT_DESCRIPTION_MAX_LENGTH,
  type CreateHabitForm,
  type CreateHabitRequest,
  type Habit,
} from '@streakwise/shared';
import type { ReactNode } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../components/button-styles';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors';
import type { HabitsFailure } from '../habits-types';
import { useCategoryNames } from '../hooks/use-category-names';
import { kindOf } from '../model/habit-kind-text';
import { categoryOptions, formValues, kindValues } from '../model/habit-form';
import { KindChoice, KindFields } from './habit-kind-fields';
import { CustomizationFields } from './customization-fields';
import { ScheduleField } from './schedule-field';

const FIELDS = [
  'name',
  'category',
  'dailyTarget',
  'kind',
  'unit',
  'target',
  'limit',
  'description',
  'icon',
  'color',
  'schedule',
] as const;

export const HABIT_FORM_TEXTS = {
  chooseCategory: 'Choose a category',
  manageCategories: 'Manage categories',
} as const;

const schemaResolver = zodResolver(createHabitRequestSchema);

/** The first message among a nested error's parts. */
function partMessage(error: object): string | undefined {
  for (const part of Object.values(error)) {
    if (typeof part === 'object' && part !== null && 'message' in part) {
      const { message } = part as { message?: unknown };
      if (typeof message === 'string' && message) return message;
    }
  }
  return undefined;
}

/**
 * The shared schema, with a schedule's message lifted onto `schedule`: zod names the wrong part
 * (`schedule.days`, `schedule.times`), and react-hook-form only re-checks a field as it changes
 * when the error sits on the field itself, so the picker could not show it until the next submit.
 */
const resolver: Resolver<CreateHabitForm, unknown, CreateHabitRequest> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(kindValues(values), context, options);
  const schedule: object | undefined = result.errors.schedule;
  if (!schedule || (schedule as Partial<FieldError>).message) return result;
  const message = partMessage(schedule);
  return {
    values: {},
    errors: { ...result.errors, schedule: { type: 'schedule', ...(message ? { message } : {}) } },
  };
};

/** The server names a schedule's wrong part ("schedule.days"); the form shows it on the field. */
function scheduleFieldsAsOne(fields: Record<string, string> | undefined) {
  if (!fields) return fields;
  const part = Object.keys(fields).find((key) => key.startsWith('schedule.'));
  return part && !fields.schedule ? { ...fields, schedule: fields[part] ?? '' } : fields;
}

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
  /** Fields kept outside the habit's create schema, after the others (Edit's reminder). */
  children?: ReactNode;
}

/** The habit form of both Add Habit and Edit habit. */
export function AddHabitForm({
  formId,
  canCustomize,
  habit,
  onSubmit,
  children,
}: AddHabitFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateHabitForm, unknown, CreateHabitRequest>({
    resolver,
    mode: 'all',
    defaultValues: formValues(habit),
  });

  const kind = useWatch({ control, name: 'kind' }) ?? 'count';
  const names = useCategoryNames();
  const categories = categoryOptions(names, habit?.category);

  const submit = handleSubmit(async (values) => {
    const failure = await onSubmit(values);
    applyServerFieldErrors(scheduleFieldsAsOne(failure?.fields), setError, FIELDS);
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
      <KindChoice register={register} fixed={habit ? kindOf(habit) : undefined} />
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
        <KindFields kind={kind} register={register} errors={errors} />
      </div>
      <ScheduleField control={control} />
      <TextAreaField
        label="Description (optional)"
        rows={2}
        maxLength={HABIT_DESCRIPTION_MAX_LENGTH}
        placeholder="Why does this habit matter to you?"
        error={errors.description?.message}
        {...register('description')}
      />
      <CustomizationFields canCustomize={canCustomize} register={register} />
      {children}
    </form>
  );
}
