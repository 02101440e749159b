import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see or reach; bots that fill every input give themselves away
 * (docs/product.md §5). Off-screen rather than display:none, which some bots skip.
 */
export function HoneypotField({
  registration,
}: {
  registration: UseFormRegisterReturn<'website'>;
}) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input
        id={id}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        {...registration}
      />
    </div>
  );
}
