import type { PaidPlanType, PriceType } from '@streakwise/shared';
import { CircleCheck, Crown, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { BILLING_TEXTS } from '../billing-texts';
import { PLAN_FEATURES } from '../model/plan-features';
import type { PlanOffer } from '../model/plan-offer';
import { PLAN_NAMES } from '../model/plan-pricing';
import { FeatureList } from './feature-list';
import { PlanPrice } from './plan-price';

const TAGLINES: Record<PaidPlanType, string> = {
  pro: 'More habits and your own look, with reports that keep you on track.',
  premium: 'Every feature, with AI suggestions, goals and coaching to go further.',
};

interface PlanCardProps {
  plan: PaidPlanType;
  priceType: PriceType;
  offer: PlanOffer;
  onChoose: (plan: PaidPlanType) => void;
  highlighted?: boolean;
  /** A ribbon above the name, e.g. "Everything included". */
  ribbon?: ReactNode;
  className?: string;
}

function OfferAction({
  plan,
  offer,
  onChoose,
}: Pick<PlanCardProps, 'plan' | 'offer' | 'onChoose'>) {
  if (offer === 'buy') {
    return (
      <Button size="lg" fullWidth onClick={() => onChoose(plan)}>
        {BILLING_TEXTS.choosePlan(PLAN_NAMES[plan])}
      </Button>
    );
  }
  return (
    <p className="flex items-center justify-center gap-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
      <CircleCheck aria-hidden="true" className="size-5" />
      {offer === 'current' ? BILLING_TEXTS.currentPlan : BILLING_TEXTS.includedInPremium}
    </p>
  );
}

/** One paid plan: name, price in £, the way to buy it and what it includes. */
export function PlanCard({
  plan,
  priceType,
  offer,
  onChoose,
  highlighted,
  ribbon,
  className = '',
}: PlanCardProps) {
  const headingId = useId();
  const Icon = plan === 'premium' ? Crown : Sparkles;
  const frame = highlighted
    ? 'border-transparent ring-2 ring-violet-500 shadow-xl shadow-violet-200/60'
    : 'border-slate-200 shadow-lg shadow-slate-200/60';
  return (
    <section
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8 ${frame} ${className}`}
    >
      {ribbon && (
        <p className="absolute -top-3 left-6 rounded-full bg-gradient-to-r from-indigo-600 to-violet-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
          {ribbon}
        </p>
      )}
      <div className="flex items-center gap-3">
        <span
          className={`flex size-11 items-center justify-center rounded-xl text-white shadow-md ${
            plan === 'premium'
              ? 'bg-gradient-to-br from-amber-400 to-orange-500 shadow-amber-200'
              : 'bg-gradient-to-br from-indigo-600 to-violet-600 shadow-indigo-200'
          }`}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
          {PLAN_NAMES[plan]}
        </h2>
      </div>
      <p className="mt-3 text-sm text-slate-600">{TAGLINES[plan]}</p>
      <div className="mt-6">
        <PlanPrice plan={plan} priceType={priceType} />
      </div>
      <div className="mt-6">
        <OfferAction plan={plan} offer={offer} onChoose={onChoose} />
      </div>
      <div className="mt-6 border-t border-slate-100 pt-6">
        <FeatureList
          features={PLAN_FEATURES[plan]}
          tone={plan === 'premium' ? 'amber' : 'indigo'}
        />
      </div>
    </section>
  );
}
