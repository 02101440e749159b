import {
  type CreateHabitForm,
  type CreateHabitRequest,
  type ScheduleInput,
} from '@streakwise/shared';
import { CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { inputClasses } from '../../../components/field-shell';
import {
  DEFAULT_SCHEDULE_DAYS,
  DEFAULT_WEEKLY_TIMES,
  SCHEDULE_TEXTS,
  SCHEDULE_WEEKDAYS,
} from '../model/schedule';

type Kind = ScheduleInput['kind'];

export const SCHEDULE_FIELD_TEXTS = {
  legend: 'How often',
  kinds: { daily: SCHEDULE_TEXTS.daily, weekdays: 'On chosen days', weekly: 'Times a week' },
  daysLabel: 'Days of the week',
  daysHint: 'Choose the days you mean to do it. The other days are rest days.',
  noDays: 'Choose at least one day.',
  timesLabel: 'times a week',
  timesHint: 'Any days you like, Monday to Sunday.',
} as const;

const KINDS: readonly Kind[] = ['daily', 'weekdays', 'weekly'];

interface ScheduleFieldProps {
  control: Control<CreateHabitForm, unknown, CreateHabitRequest>;
}

/**
 * "How often": every day, on chosen days of the week, or a number of times a week
 * (docs/decisions/017-fair-streaks.md). The days and the number chosen are kept while the person
 * tries the other choices, so switching back loses nothing.
 */
export function ScheduleField({ control }: ScheduleFieldProps) {
  const { field, fieldState, formState } = useController({ control, name: 'schedule' });
  // The controller's ref takes focus when a submit finds the schedule wrong.
  const { onChange, onBlur, ref: focusRef } = field;
  const value: ScheduleInput = field.value ?? { kind: 'daily' };
  const [days, setDays] = useState<number[]>(() =>
    value.kind === 'weekdays' ? [...value.days] : [...DEFAULT_SCHEDULE_DAYS],
  );
  const [timesText, setTimesText] = useState(() =>
    String(value.kind === 'weekly' ? value.times : DEFAULT_WEEKLY_TIMES),
  );
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const timesId = `${id}-times`;
  // The form's resolver puts the message of a wrong part (`schedule.days`) on `schedule` itself
  // (add-habit-form.tsx). A daily schedule cannot be wrong, so a stale message is not shown on it.
  // No day chosen yet is a prompt ("Choose at least one day.") until the person tries to save.
  const noDays = value.kind === 'weekdays' && days.length === 0;
  const error =
    value.kind === 'daily' || (noDays && !formState.isSubmitted)
      ? undefined
      : fieldState.error?.message;

  const timesOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const choose = (kind: Kind) => {
    if (kind === 'daily') onChange({ kind });
    else if (kind === 'weekdays') onChange({ kind, days });
    else onChange({ kind, times: timesOf(timesText) });
  };
  const toggleDay = (weekday: number) => {
    const next = days.includes(weekday)
      ? days.filter((d) => d !== weekday)
      : [...days, weekday].sort((a, b) => a - b);
    setDays(next);
    onChange({ kind: 'weekdays', days: next });
  };
  const changeTimes = (text: string) => {
    setTimesText(text);
    onChange({ kind: 'weekly', times: timesOf(text) });
  };

  const hint =
    value.kind === 'weekdays'
      ? noDays
        ? SCHEDULE_FIELD_TEXTS.noDays
        : SCHEDULE_FIELD_TEXTS.daysHint
      : value.kind === 'weekly'
        ? SCHEDULE_FIELD_TEXTS.timesHint
        : null;
  const showHint = hint !== null && !error;
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <fieldset aria-describedby={describedBy || undefined} data-field="schedule">
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">
        {SCHEDULE_FIELD_TEXTS.legend}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {KINDS.map((kind) => (
          <label key={kind} className="relative cursor-pointer">
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={value.kind === kind}
              onChange={() => choose(kind)}
              onBlur={onBlur}
              className="peer sr-only"
            />
            <span className="flex h-full min-h-11 items-center justify-center rounded-xl border border-slate-200 bg-white px-2 py-2 text-center text-sm leading-tight font-medium text-slate-700 transition peer-checked:border-indigo-500 peer-checked:bg-indigo-50 peer-checked:text-indigo-800 peer-checked:ring-2 peer-checked:ring-indigo-500 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2 hover:border-slate-300">
              {SCHEDULE_FIELD_TEXTS.kinds[kind]}
            </span>
          </label>
        ))}
      </div>

      {value.kind === 'weekdays' && (
        <div
          role="group"
          aria-label={SCHEDULE_FIELD_TEXTS.daysLabel}
          className="mt-3 grid grid-cols-7 gap-1.5"
        >
          {SCHEDULE_WEEKDAYS.map(({ weekday, label, name }, index) => {
            const on = days.includes(weekday);
            return (
              <button
                key={weekday}
                ref={index === 0 ? focusRef : undefined}
                type="button"
                aria-pressed={on}
                onClick={() => toggleDay(weekday)}
                onBlur={onBlur}
                className={`flex h-10 min-w-0 items-center justify-center rounded-lg text-xs font-semibold ring-1 transition ring-inset focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none sm:text-sm ${
                  on
                    ? 'bg-indigo-600 text-white ring-indigo-600 hover:bg-indigo-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                <span aria-hidden="true">{label}</span>
                <span className="sr-only">{name}</span>
              </button>
            );
          })}
        </div>
      )}

      {value.kind === 'weekly' && (
        <div className="mt-3 flex items-center gap-3">
          <input
            ref={focusRef}
            id={timesId}
            type="number"
            inputMode="numeric"
            min={1}
            max={7}
            step={1}
            value={timesText}
            onChange={(event) => changeTimes(event.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className={`${inputClasses(Boolean(error))} w-20 text-center tabular-nums`}
          />
          <label htmlFor={timesId} className="text-sm font-medium text-slate-700">
            {SCHEDULE_FIELD_TEXTS.timesLabel}
          </label>
        </div>
      )}

      {showHint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-center gap-1.5 text-sm text-red-600">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
