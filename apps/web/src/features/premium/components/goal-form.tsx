import { zodResolver } from '@hookform/resolvers/zod';
import {
  createGoalRequestSchema,
  GOAL_DESCRIPTION_MAX_LENGTH,
  GOAL_REWARD_MAX_LENGTH,
  GOAL_TARGET_MAX,
  GOAL_TITLE_MAX_LENGTH,
  GOAL_TYPES,
  type CreateGoalForm,
  type CreateGoalRequest,
  type Goal,
} from '@streakwise/shared';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { applyServerFieldErrors } from '../../../lib/apply-server-field-errors';
import { selectHabits } from '../../habits';
import type { GoalFieldErrors } from '../hooks/use-goals';
import { emptyToNull, GOAL_FIELDS, goalFormValues, goalUnit } from '../model/goal-form';
import { usePremiumSelector } from '../premium-hooks';
import { PREMIUM_TEXTS } from '../premium-texts';

interface GoalFormProps {
  formId: string;
  goal: Goal | null;
  /** Resolves with the server's field messages when it refused, null when it accepted. */
  onSubmit: (body: CreateGoalRequest) => Promise<GoalFieldErrors | null>;
}

export function GoalForm({ formId, goal, onSubmit }: GoalFormProps) {
  const habits = usePremiumSelector(selectHabits);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CreateGoalForm, unknown, CreateGoalRequest>({
    resolver: zodResolver(createGoalRequestSchema),
    mode: 'onTouched',
    defaultValues: goalFormValues(goal),
  });
  const type = useWatch({ control, name: 'type' });
  const habitId = useWatch({ control, name: 'habitId' });
  const unit = goalUnit(
    type,
    habits.find((habit) => habit._id === habitId),
  );
  // A goal may still name a habit that has since been deleted: keep it selectable.
  const linkedElsewhere =
    goal?.habitId && !habits.some((habit) => habit._id === goal.habitId) ? goal : null;

  const submit = handleSubmit(async (values) => {
    const fields = await onSubmit(values);
    applyServerFieldErrors(fields ?? undefined, setError, GOAL_FIELDS);
  });

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-5">
      <FormField
        label={PREMIUM_TEXTS.fieldTitle}
        placeholder={PREMIUM_TEXTS.titlePlaceholder}
        autoComplete="off"
        maxLength={GOAL_TITLE_MAX_LENGTH}
        data-autofocus
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={PREMIUM_TEXTS.fieldType}
          hint={PREMIUM_TEXTS.goalTypeHints[type]}
          error={errors.type?.message}
          {...register('type')}
        >
          {GOAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {PREMIUM_TEXTS.goalTypeNames[type]}
            </option>
          ))}
        </SelectField>
        <FormField
          label={PREMIUM_TEXTS.fieldTargetIn(unit)}
          type="number"
          inputMode="numeric"
          min={1}
          max={GOAL_TARGET_MAX}
          step={1}
          hint={PREMIUM_TEXTS.targetHint}
          error={errors.target?.message}
          {...register('target', { valueAsNumber: true })}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={PREMIUM_TEXTS.fieldHabit}
          error={errors.habitId?.message}
          {...register('habitId', { setValueAs: emptyToNull })}
        >
          <option value="">{PREMIUM_TEXTS.allHabits}</option>
          {linkedElsewhere?.habitId && (
            <option value={linkedElsewhere.habitId}>{linkedElsewhere.habitName}</option>
          )}
          {habits.map((habit) => (
            <option key={habit._id} value={habit._id}>
              {habit.name}
            </option>
          ))}
        </SelectField>
        <FormField
          label={PREMIUM_TEXTS.fieldDeadline}
          type="date"
          error={errors.deadline?.message}
          {...register('deadline', { setValueAs: emptyToNull })}
        />
      </div>
      <TextAreaField
        label={PREMIUM_TEXTS.fieldDescription}
        rows={2}
        maxLength={GOAL_DESCRIPTION_MAX_LENGTH}
        error={errors.description?.message}
        {...register('description')}
      />
      <FormField
        label={PREMIUM_TEXTS.fieldReward}
        placeholder={PREMIUM_TEXTS.rewardPlaceholder}
        autoComplete="off"
        maxLength={GOAL_REWARD_MAX_LENGTH}
        error={errors.reward?.message}
        {...register('reward', { setValueAs: emptyToNull })}
      />
    </form>
  );
}
