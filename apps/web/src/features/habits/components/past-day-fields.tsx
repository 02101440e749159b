import { Minus, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { fieldErrorId, fieldHintId, inputClasses } from '../../../components/field-shell';
import { PAST_DAYS_TEXTS as T } from '../past-days-texts';

const stepper =
  'flex size-10 items-center justify-center rounded-lg border border-slate-300 text-slate-700 transition hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-40';

/** A past day's field: its label above the input and what goes with it. */
function DayField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

interface DayCountFieldProps {
  label: string;
  hint?: string | undefined;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** A whole number from 0 to `max` with One fewer / One more: a count's check-ins, or slips. */
export function DayCountField({ label, hint, value, max, onChange }: DayCountFieldProps) {
  const id = useId();
  return (
    <DayField id={id} label={label}>
      <div className="mt-1 flex items-center gap-2">
        <button
          type="button"
          className={stepper}
          aria-label={T.fewer}
          disabled={value <= 0}
          onClick={() => onChange(Math.max(0, value - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          value={value}
          aria-describedby={hint ? fieldHintId(id) : undefined}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Number.isInteger(next)) onChange(Math.min(max, Math.max(0, next)));
          }}
          className="h-10 w-20 rounded-lg border border-slate-300 bg-white px-3 text-center text-slate-900 tabular-nums focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        />
        <button
          type="button"
          className={stepper}
          aria-label={T.more}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      {hint && (
        <p id={fieldHintId(id)} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </DayField>
  );
}

interface DayAmountFieldProps {
  label: string;
  text: string;
  error: string | null;
  onChange: (text: string) => void;
}

/** A measure's total for the day, 0 allowed, decimals too (docs/decisions/032-habit-kinds.md). */
export function DayAmountField({ label, text, error, onChange }: DayAmountFieldProps) {
  const id = useId();
  return (
    <DayField id={id} label={label}>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses(Boolean(error))} mt-1 w-40 py-2 tabular-nums`}
      />
      {error && (
        <p id={fieldErrorId(id)} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </DayField>
  );
}
