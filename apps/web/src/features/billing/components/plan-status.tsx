import type { PlanPageState } from '../hooks/use-plan-page';
import { CurrentPlanPanel } from './current-plan-panel';
import { LaunchOfferNotice } from './launch-offer-notice';
import { PaymentNotice } from './payment-notice';

/** Above the plans: what a return from checkout said, and the person's own plan. */
export function PlanStatus({ page }: { page: PlanPageState }) {
  if (!page.paymentResult && !page.paid && !page.launchOfferEndsAt) return null;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      {page.paymentResult && <PaymentNotice result={page.paymentResult} />}
      {page.paid && <CurrentPlanPanel subscription={page.paid} timeZone={page.timeZone} />}
      {page.launchOfferEndsAt && (
        <LaunchOfferNotice endsAt={page.launchOfferEndsAt} timeZone={page.timeZone} />
      )}
    </div>
  );
}
