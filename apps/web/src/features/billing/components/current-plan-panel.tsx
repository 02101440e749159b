import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { PlanBadge } from '../../../components/plan-badge';
import { BILLING_SPEC_TEXTS, BILLING_TEXTS } from '../billing-texts';
import { useResumeSubscription } from '../hooks/use-cancel-subscription';
import { formatPlanDate, type PaidSubscription } from '../model/subscription';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

interface CurrentPlanPanelProps {
  subscription: PaidSubscription;
  timeZone: string;
}

/**
 * A subscriber's plan, when it renews or ends, and the way to cancel, or to resume a cancelled one
 * (docs/architecture.md §4).
 */
export function CurrentPlanPanel({ subscription, timeZone }: CurrentPlanPanelProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const { resume, isResuming } = useResumeSubscription();
  const date = formatPlanDate(subscription.expiredAt, timeZone);

  return (
    <section
      aria-label={BILLING_TEXTS.yourPlan}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 sm:flex">
        <CalendarClock aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          {BILLING_TEXTS.yourPlan}
          <PlanBadge plan={subscription.type} />
          <span className="font-normal text-slate-500">
            {subscription.priceType === 'annual'
              ? BILLING_TEXTS.billedAnnuallyShort
              : BILLING_TEXTS.billedMonthlyShort}
          </span>
        </p>
        <p className="text-sm text-slate-600" role="status">
          {subscription.cancelAtPeriodEnd
            ? BILLING_SPEC_TEXTS.staysActiveUntil(date)
            : BILLING_TEXTS.renewsOn(date)}
        </p>
      </div>
      {subscription.cancelAtPeriodEnd ? (
        <Button variant="primary" onClick={() => void resume()} disabled={isResuming}>
          {BILLING_TEXTS.resumeSubscription}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setIsConfirming(true)}>
          {BILLING_SPEC_TEXTS.cancelSubscription}
        </Button>
      )}
      <CancelSubscriptionDialog
        open={isConfirming}
        subscription={subscription}
        timeZone={timeZone}
        onClose={() => setIsConfirming(false)}
      />
    </section>
  );
}
