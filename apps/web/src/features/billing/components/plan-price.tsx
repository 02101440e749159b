import type { PaidPlanType, PriceType } from '@streakwise/shared';
import { BILLING_TEXTS } from '../billing-texts';
import { planPrice } from '../model/plan-pricing';

interface PlanPriceProps {
  plan: PaidPlanType;
  priceType: PriceType;
}

/**
 * The headline price in pounds (docs/architecture.md §5: £ everywhere) and what billing it means.
 */
export function PlanPrice({ plan, priceType }: PlanPriceProps) {
  const price = planPrice(plan, priceType);
  return (
    <div aria-live="polite">
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{price.perMonth}</span>
        <span className="text-sm font-medium text-slate-500">{BILLING_TEXTS.perMonth}</span>
      </p>
      {price.annualTotal ? (
        <p className="mt-1 text-sm text-slate-600">
          {BILLING_TEXTS.billedAnnually(price.annualTotal)}
          {price.yearlySaving && (
            <span className="ml-2 font-semibold text-emerald-700">
              {BILLING_TEXTS.annualSaving(price.yearlySaving)}
            </span>
          )}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{BILLING_TEXTS.billedMonthly}</p>
      )}
    </div>
  );
}
