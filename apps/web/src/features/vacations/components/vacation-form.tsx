import { VACATION_MAX_DAYS, type Day, type Habit } from '@streakwise/shared';
import { CircleAlert, Plane } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import {
  checkVacation,
  type VacationFieldErrors,
  type VacationFormValues,
  type VacationScope,
} from '../model/vacation-form';
import { lastAllowedDay } from '../model/vacation-list';
import { VACATIONS_TEXTS as T } from '../vacations-texts';

const EMPTY: VacationFormValues = { from: '', to: '', scope: 'all', habitIds: [] };

const radioClasses =
  'size-4 shrink-0 border-slate-300 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none';
const checkboxClasses = `${radioClasses} rounded`;

interface VacationFormProps {
  habits: readonly Habit[];
  today: Day;
  /** Resolves with what to show on the fields when the server refused; null once saved. */
  onSubmit: (values: VacationFormValues) => Promise<VacationFieldErrors | null>;
}

/** "Plan a vacation": the first and last day, and every habit or only those chosen. */
export function VacationForm({ habits, today, onSubmit }: VacationFormProps) {
  const titleId = useId();
  const habitsErrorId = useId();
  const [values, setValues] = useState<VacationFormValues>(EMPTY);
  const [errors, setErrors] = useState<VacationFieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const habitsRef = useRef<HTMLFieldSetElement>(null);

  const change = (patch: Partial<VacationFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      if ('from' in patch) delete next.from;
      if ('from' in patch || 'to' in patch) delete next.to;
      if ('scope' in patch || 'habitIds' in patch) delete next.habitIds;
      return next;
    });
  };

  /** Focus goes to the first field that is wrong, in the order they are read. */
  const show = (found: VacationFieldErrors) => {
    setErrors(found);
    if (found.from) fromRef.current?.focus();
    else if (found.to) toRef.current?.focus();
    else if (found.habitIds) {
      // The first habit to tick, or else the choice of habits itself.
      const group = habitsRef.current;
      const target =
        group?.querySelector<HTMLInputElement>('input[type="checkbox"]') ??
        group?.querySelector<HTMLInputElement>('input:checked');
      target?.focus();
    }
  };

  const toggleHabit = (id: string, on: boolean) =>
    change({
      habitIds: on ? [...values.habitIds, id] : values.habitIds.filter((habitId) => habitId !== id),
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkVacation(values, today);
    if (Object.keys(found).length > 0) {
      show(found);
      return;
    }
    setIsSaving(true);
    const refused = await onSubmit(values);
    setIsSaving(false);
    if (refused === null) setValues(EMPTY);
    else show(refused);
  };

  const setScope = (scope: VacationScope) => change({ scope });

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Plane aria-hidden="true" className="size-4 text-indigo-600" />
        {T.formTitle}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          ref={fromRef}
          label={T.from}
          type="date"
          min={today}
          value={values.from}
          error={errors.from}
          onChange={(event) => change({ from: event.target.value })}
        />
        <FormField
          ref={toRef}
          label={T.to}
          type="date"
          min={values.from || today}
          max={lastAllowedDay(values.from)}
          value={values.to}
          error={errors.to}
          hint={T.toHint(VACATION_MAX_DAYS)}
          onChange={(event) => change({ to: event.target.value })}
        />
      </div>
      <fieldset
        ref={habitsRef}
        aria-describedby={errors.habitIds ? habitsErrorId : undefined}
        className="space-y-3"
      >
        <legend className="mb-2 text-sm font-medium text-slate-700">{T.whichHabits}</legend>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="radio"
            name="vacation-scope"
            className={`mt-0.5 ${radioClasses}`}
            checked={values.scope === 'all'}
            onChange={() => setScope('all')}
          />
          <span>
            <span className="block font-medium">{T.allHabits}</span>
            <span className="block text-xs text-slate-500">{T.allHabitsHint}</span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="radio"
            name="vacation-scope"
            className={`mt-0.5 ${radioClasses}`}
            checked={values.scope === 'chosen'}
            onChange={() => setScope('chosen')}
          />
          <span className="font-medium">{T.chooseHabits}</span>
        </label>
        {values.scope === 'chosen' &&
          (habits.length === 0 ? (
            <p className="ml-7 text-sm text-slate-500">{T.noActiveHabits}</p>
          ) : (
            <ul
              aria-label={T.habitsList}
              className="ml-7 grid gap-2 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-2"
            >
              {habits.map((habit) => (
                <li key={habit._id}>
                  <label className="flex min-w-0 items-center gap-3 rounded-lg px-1 py-1 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className={checkboxClasses}
                      checked={values.habitIds.includes(habit._id)}
                      aria-invalid={errors.habitIds ? true : undefined}
                      onChange={(event) => toggleHabit(habit._id, event.target.checked)}
                    />
                    <span
                      aria-hidden="true"
                      className="size-2.5 shrink-0 rounded-full"
                      style={{ backgroundColor: habit.color }}
                    />
                    <span className="min-w-0 truncate" title={habit.name}>
                      {habit.name}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ))}
        {errors.habitIds && (
          <p id={habitsErrorId} className="flex items-center gap-1.5 text-sm text-red-600">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {errors.habitIds}
          </p>
        )}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" isLoading={isSaving} className="w-full sm:w-auto">
          {T.save}
        </Button>
      </div>
    </form>
  );
}
