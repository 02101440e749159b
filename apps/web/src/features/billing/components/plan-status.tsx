import { Gift } from 'lucide-react';
import { BILLING_TEXTS } from '../billing-texts';
import type { PlanPageState } from '../hooks/use-plan-page';
import { formatPlanDate } from '../model/subscription';
import { CurrentPlanPanel } from './current-plan-panel';
import { PaymentNotice } from './payment-notice';

/** The free launch month as the plan the person is on: nothing to cancel, a plan to pick. */
function LaunchOfferStatus({ endsAt, timeZone }: { endsAt: string; timeZone: string }) {
  return (
    <p className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <Gift aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      {BILLING_TEXTS.launchOfferUntil(formatPlanDate(endsAt, timeZone))}
    </p>
  );
}

/** Above the plans: what a return from checkout said, and the person's own plan. */
export function PlanStatus({ page }: { page: PlanPageState }) {
  if (!page.paymentResult && !page.paid && !page.launchOfferEndsAt) return null;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      {page.paymentResult && <PaymentNotice result={page.paymentResult} />}
      {page.paid && <CurrentPlanPanel subscription={page.paid} timeZone={page.timeZone} />}
      {page.launchOfferEndsAt && (
        <LaunchOfferStatus endsAt={page.launchOfferEndsAt} timeZone={page.timeZone} />
      )}
    </div>
  );
}
