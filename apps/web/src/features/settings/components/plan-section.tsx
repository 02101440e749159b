import type { Subscription } from '@streakwise/shared';
import { CalendarClock, CreditCard, Crown, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { PlanBadge } from '../../../components/plan-badge';
import {
  BILLING_SPEC_TEXTS,
  BILLING_TEXTS,
  CancelSubscriptionDialog,
  formatPlanDate,
  launchOfferEnd,
  paidSubscription,
  useResumeSubscription,
} from '../../billing';
import { PLAN_TEXTS as T, SETTINGS_TEXTS } from '../settings-texts';
import { SettingsCard } from './settings-card';

function UpgradeLinks({ plan }: { plan: Subscription['type'] }) {
  if (plan === 'premium') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {plan === 'free' && (
        <Link to="/pro" className={buttonClasses('secondary', 'sm')}>
          <Sparkles aria-hidden="true" className="size-4 text-indigo-600" />
          {SETTINGS_TEXTS.upgradeToPro}
        </Link>
      )}
      <Link to="/premium" className={buttonClasses('primary', 'sm')}>
        <Crown aria-hidden="true" className="size-4" />
        {SETTINGS_TEXTS.upgradeToPremium}
      </Link>
    </div>
  );
}

/** One line under the plan's name: its billing, and when it renews, ends or ended. */
function PlanLine({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      {children}
    </p>
  );
}

interface PlanSectionProps {
  subscription: Subscription;
  timeZone: string;
}

/** The plan, its renewal or end, and Cancel (or Resume, once cancelled) for a paid plan; upgrade links otherwise. */
export function PlanSection({ subscription, timeZone }: PlanSectionProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const { resume, isResuming } = useResumeSubscription();
  const paid = paidSubscription(subscription);
  const offerEnd = launchOfferEnd(subscription);
  const date = (instant: string) => formatPlanDate(instant, timeZone);

  return (
    <SettingsCard id="plan" icon={CreditCard} title={T.heading} description={T.description}>
      <div className="space-y-4">
        <div className="space-y-2">
          <PlanBadge plan={subscription.type} />
          {paid && (
            <>
              <PlanLine>
                {paid.priceType === 'annual' ? T.billedAnnually : T.billedMonthly}
              </PlanLine>
              <PlanLine>
                {paid.cancelAtPeriodEnd
                  ? T.endsOn(date(paid.expiredAt))
                  : T.renewsOn(date(paid.expiredAt))}
              </PlanLine>
            </>
          )}
          {!paid && offerEnd && (
            <>
              <PlanLine>{T.launchOffer}</PlanLine>
              <PlanLine>{T.endsOn(date(offerEnd))}</PlanLine>
            </>
          )}
          {subscription.type === 'free' && (
            <>
              <p className="text-sm text-slate-600">{T.freeDetail}</p>
              {subscription.expiredAt && (
                <PlanLine>{T.expiredOn(date(subscription.expiredAt))}</PlanLine>
              )}
            </>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {paid && !paid.cancelAtPeriodEnd && (
            <Button variant="secondary" size="sm" onClick={() => setIsConfirming(true)}>
              {BILLING_SPEC_TEXTS.cancelSubscription}
            </Button>
          )}
          {paid?.cancelAtPeriodEnd && (
            <Button size="sm" onClick={() => void resume()} disabled={isResuming}>
              {BILLING_TEXTS.resumeSubscription}
            </Button>
          )}
          {offerEnd && !paid ? (
            <Link to="/premium" className={buttonClasses('primary', 'sm')}>
              {T.choosePlan}
            </Link>
          ) : (
            <UpgradeLinks plan={subscription.type} />
          )}
        </div>
      </div>
      {paid && (
        <CancelSubscriptionDialog
          open={isConfirming}
          subscription={paid}
          timeZone={timeZone}
          onClose={() => setIsConfirming(false)}
        />
      )}
    </SettingsCard>
  );
}
