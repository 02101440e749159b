import { useId } from 'react';

interface SegmentedControlProps<T extends string> {
  /** Names the group for assistive technology; shown only when `showLegend`. */
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  showLegend?: boolean;
}

/**
 * One choice out of a few, as native radio buttons styled as a pill bar: Tab reaches the group,
 * the arrow keys move the choice, and it wraps instead of overflowing on a phone.
 */
export function SegmentedControl<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
  showLegend = false,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className={showLegend ? 'mb-2 text-sm font-medium text-slate-700' : 'sr-only'}>
        {legend}
      </legend>
      <div className="inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold text-slate-600 transition select-none hover:text-slate-900 has-[input:checked]:bg-white has-[input:checked]:text-indigo-700 has-[input:checked]:shadow-sm has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-indigo-500"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
