import { formatPounds } from '@streakwise/shared';
import { Gift } from 'lucide-react';
import { BILLING_TEXTS } from '../billing-texts';
import type { CheckoutQuote } from '../billing-types';

/** The credit for unused Pro time on a Premium checkout; nothing when there is none. */
export function UpgradeCreditLine({ quote }: { quote: CheckoutQuote | null }) {
  if (!quote || quote.credit <= 0) return null;
  return (
    <div className="flex gap-3 rounded-xl bg-indigo-50 p-3 text-sm text-indigo-900 ring-1 ring-indigo-200 ring-inset">
      <Gift aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
      <div>
        <p className="font-medium">
          {BILLING_TEXTS.upgradeCredit(formatPounds(quote.credit), quote.creditDays)}
        </p>
        <p className="mt-0.5 text-indigo-800">{BILLING_TEXTS.upgradeCreditDetail}</p>
      </div>
    </div>
  );
}
