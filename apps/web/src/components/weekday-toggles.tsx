import { useId } from 'react';
import { WEEKDAYS, toggleDay } from '../lib/weekdays';

interface WeekdayTogglesProps {
  label: string;
  days: readonly number[];
  onChange: (days: number[]) => void;
  disabled?: boolean;
  error?: string | undefined;
}

/** Seven on/off buttons, Monday first; each says its full day name to assistive technology. */
export function WeekdayToggles({ label, days, onChange, disabled, error }: WeekdayTogglesProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        className="grid grid-cols-7 gap-1.5 sm:flex sm:flex-wrap sm:gap-2"
      >
        {WEEKDAYS.map((day) => {
          const on = days.includes(day.value);
          return (
            <button
              key={day.value}
              type="button"
              aria-pressed={on}
              aria-label={day.long}
              disabled={disabled}
              onClick={() => onChange(toggleDay(days, day.value))}
              className={`rounded-lg border px-0 py-2 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 sm:w-14 ${
                on
                  ? 'border-indigo-600 bg-indigo-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              {day.short}
            </button>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
