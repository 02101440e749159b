import { BadgePoundSterling, CalendarX, Lock, ShieldCheck } from 'lucide-react';
import { BILLING_TEXTS } from '../billing-texts';

const ITEMS = [
  { icon: ShieldCheck, text: BILLING_TEXTS.guarantee },
  { icon: CalendarX, text: BILLING_TEXTS.cancelAnytime },
  { icon: Lock, text: BILLING_TEXTS.securePayment },
  { icon: BadgePoundSterling, text: BILLING_TEXTS.pricesInGbp },
];

/** The promises that make paying feel safe (docs/product.md §9: guarantee, cancel anytime). */
export function TrustStrip() {
  return (
    <ul className="grid grid-cols-1 gap-3 text-sm text-slate-700 sm:grid-cols-2 lg:grid-cols-4">
      {ITEMS.map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
        >
          <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
          {text}
        </li>
      ))}
    </ul>
  );
}
