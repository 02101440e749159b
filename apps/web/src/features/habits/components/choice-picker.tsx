import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ChoicePickerProps<T extends string> {
  legend: string;
  choices: readonly T[];
  /** The accessible name of each choice. */
  nameOf: (choice: T) => string;
  /** What the swatch shows (hidden from assistive technology, which reads the name). */
  render: (choice: T) => ReactNode;
  registration: UseFormRegisterReturn;
}

/** A row of swatches backed by native radio buttons, so arrow keys work as in any radio group. */
export function ChoicePicker<T extends string>({
  legend,
  choices,
  nameOf,
  render,
  registration,
}: ChoicePickerProps<T>) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {choices.map((choice) => (
          <label key={choice} className="relative cursor-pointer" title={nameOf(choice)}>
            <input type="radio" value={choice} className="peer sr-only" {...registration} />
            <span
              aria-hidden="true"
              className="flex h-11 items-center justify-center rounded-xl border border-slate-200 bg-white text-xl text-slate-600 transition peer-checked:border-indigo-500 peer-checked:bg-indigo-50 peer-checked:text-indigo-700 peer-checked:ring-2 peer-checked:ring-indigo-500 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2 hover:border-slate-300"
            >
              {render(choice)}
            </span>
            <span className="sr-only">{nameOf(choice)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
