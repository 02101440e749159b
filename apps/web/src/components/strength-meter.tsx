import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { STRENGTH_TEXTS } from '../lib/strength-texts';

interface StrengthMeterProps {
  /** 0–100, as the API gives it. */
  value: number;
  /**
   * `full` (the habit card): the word, the bar, the figure and a button that shows the one-line
   * explanation; `compact` (a table cell): the bar and the figure.
   */
  variant?: 'full' | 'compact';
}

/** A habit's strength (docs/strength.md): a small bar named "Strength N of 100". */
export function StrengthMeter({ value, variant = 'full' }: StrengthMeterProps) {
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  const bar = (
    <span
      role="meter"
      aria-label={STRENGTH_TEXTS.outOf(value)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      title={STRENGTH_TEXTS.explanation}
      className="inline-flex items-center gap-1.5"
    >
      <span className="block h-1.5 w-14 overflow-hidden rounded-full bg-slate-100">
        <span
          className="block h-full rounded-full bg-emerald-500"
          style={{ width: `${Math.max(0, Math.min(100, value))}%` }}
        />
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-900 tabular-nums">
        {value}
      </span>
    </span>
  );
  if (variant === 'compact') return bar;
  return (
    <div className="mt-2 text-xs text-slate-600">
      <div className="flex items-center gap-2">
        <span aria-hidden="true">{STRENGTH_TEXTS.label}</span>
        {bar}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={explanationId}
          aria-label={STRENGTH_TEXTS.explain}
          title={STRENGTH_TEXTS.explanation}
          onClick={() => setOpen(!open)}
          className="rounded-full p-0.5 text-slate-500 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          <Info aria-hidden="true" className="size-3.5" />
        </button>
      </div>
      <p id={explanationId} hidden={!open} className="mt-1 text-slate-500">
        {STRENGTH_TEXTS.explanation}
      </p>
    </div>
  );
}
