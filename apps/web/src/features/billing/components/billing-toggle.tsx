import { PRICE_TYPES, type PriceType } from '@streakwise/shared';
import { useId } from 'react';
import { BILLING_TEXTS } from '../billing-texts';
import { annualSavingPercent } from '../model/plan-pricing';

const LABELS: Record<PriceType, string> = {
  monthly: BILLING_TEXTS.monthly,
  annual: BILLING_TEXTS.annual,
};

interface BillingToggleProps {
  value: PriceType;
  onChange: (value: PriceType) => void;
}

/** Monthly or annual: native radios (arrow keys, checked state) dressed as a segmented switch. */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  const name = useId();
  return (
    <fieldset className="flex justify-center">
      <legend className="sr-only">{BILLING_TEXTS.billingPeriod}</legend>
      <div className="inline-flex rounded-full bg-slate-100 p-1 shadow-inner ring-1 ring-slate-200">
        {PRICE_TYPES.map((type) => (
          <label key={type} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="peer sr-only"
            />
            <span className="flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-slate-600 transition peer-checked:bg-white peer-checked:text-indigo-700 peer-checked:shadow-sm peer-checked:shadow-slate-300/60 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 hover:text-slate-900 sm:px-5">
              {LABELS[type]}
              {type === 'annual' && (
                <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-700">
                  {BILLING_TEXTS.savePercent(annualSavingPercent())}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
