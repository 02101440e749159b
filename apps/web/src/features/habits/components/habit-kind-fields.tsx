import {
  DAILY_TARGET_MAX,
  DAILY_TARGET_MIN,
  HABIT_KINDS,
  HABIT_UNIT_MAX_LENGTH,
  QUIT_LIMIT_MAX,
  type CreateHabitForm,
  type HabitKind,
} from '@streakwise/shared';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { HABIT_KIND_TEXTS as K } from '../habits-texts';
import { amountValue } from '../model/habit-form';

interface KindChoiceProps {
  register: UseFormRegister<CreateHabitForm>;
  /** The habit's kind when editing: shown, not offered (it cannot change). */
  fixed?: HabitKind | undefined;
}

/**
 * The kind of a new habit (docs/decisions/032-habit-kinds.md): native radio buttons drawn as
 * segmented buttons, so the arrow keys move between them as in any radio group.
 */
export function KindChoice({ register, fixed }: KindChoiceProps) {
  const id = useId();
  if (fixed) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-kind={fixed}>
        {K.kindFixed(K.kindNames[fixed])}
      </p>
    );
  }
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{K.kindLegend}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
        {HABIT_KINDS.map((kind) => (
          <label key={kind} className="relative flex cursor-pointer">
            <input
              type="radio"
              value={kind}
              className="peer sr-only"
              aria-labelledby={`${id}-${kind}`}
              aria-describedby={`${id}-${kind}-about`}
              {...register('kind')}
            />
            <span className="flex w-full flex-col rounded-lg px-2 py-2 text-center text-slate-600 transition peer-checked:bg-white peer-checked:text-indigo-700 peer-checked:shadow-sm peer-checked:ring-1 peer-checked:ring-indigo-300 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 hover:text-slate-900">
              <span id={`${id}-${kind}`} className="text-sm font-semibold">
                {K.kindNames[kind]}
              </span>
              <span id={`${id}-${kind}-about`} className="mt-0.5 text-xs text-slate-500">
                {K.kindDescriptions[kind]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface KindFieldsProps {
  kind: HabitKind;
  register: UseFormRegister<CreateHabitForm>;
  errors: FieldErrors<CreateHabitForm>;
}

/** The chosen kind's own fields, and only those: the shared schema refuses the others. */
export function KindFields({ kind, register, errors }: KindFieldsProps) {
  if (kind === 'measure') {
    return (
      <>
        <FormField
          key="measure-unit"
          label={K.unit}
          autoComplete="off"
          maxLength={HABIT_UNIT_MAX_LENGTH}
          placeholder="km"
          hint={K.unitHint}
          error={errors.unit?.message}
          {...register('unit')}
        />
        <FormField
          key="measure-target"
          label={K.targetAmount}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="5"
          hint={K.targetAmountHint}
          error={errors.target?.message}
          {...register('target', { setValueAs: amountValue })}
        />
      </>
    );
  }
  if (kind === 'quit') {
    return (
      <>
        <FormField
          key="quit-limit"
          label={K.limit}
          type="number"
          inputMode="numeric"
          min={0}
          max={QUIT_LIMIT_MAX}
          step={1}
          hint={K.limitHint}
          error={errors.limit?.message}
          {...register('limit', { valueAsNumber: true })}
        />
        <FormField
          key="quit-unit"
          label={K.unitOptional}
          autoComplete="off"
          maxLength={HABIT_UNIT_MAX_LENGTH}
          placeholder="coffees"
          hint={K.unitQuitHint}
          error={errors.unit?.message}
          {...register('unit')}
        />
      </>
    );
  }
  return (
    <FormField
      key="count-target"
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
  );
}
