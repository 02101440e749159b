import { Gift } from 'lucide-react';
import { BILLING_TEXTS } from '../billing-texts';
import { formatPlanDate } from '../model/subscription';

/** The free launch month (spec §1): nothing to cancel, a plan to pick to keep the features. */
export function LaunchOfferNotice({ endsAt, timeZone }: { endsAt: string; timeZone: string }) {
  return (
    <p className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      {BILLING_TEXTS.launchOfferUntil(formatPlanDate(endsAt, timeZone))}
    </p>
  );
}
