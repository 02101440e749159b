import {
  CURRENCY,
  PLAN_LABELS,
  formatPounds,
  type PaidPlanType,
  type PriceType,
} from '@streakwise/shared';
import { BILLING_TEXTS } from '../billing-texts';
import { planPrice } from '../model/plan-pricing';

const PERIOD: Record<PriceType, string> = {
  monthly: `${BILLING_TEXTS.monthly} (${BILLING_TEXTS.billedMonthlyShort.toLowerCase()})`,
  annual: `${BILLING_TEXTS.annual} (${BILLING_TEXTS.billedAnnuallyShort.toLowerCase()})`,
};

interface CheckoutSummaryProps {
  plan: PaidPlanType;
  priceType: PriceType;
}

/** Plan, period and the exact amount the card will be charged, from CHECKOUT_AMOUNTS. */
export function CheckoutSummary({ plan, priceType }: CheckoutSummaryProps) {
  const price = planPrice(plan, priceType);
  const rows: Array<[string, string]> = [
    [BILLING_TEXTS.planLabel, PLAN_LABELS[plan]],
    [BILLING_TEXTS.billingPeriod, PERIOD[priceType]],
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50/70">
      {rows.map(([term, value]) => (
        <div key={term} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-right font-medium text-slate-900">{value}</dd>
        </div>
      ))}
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <dt className="text-sm font-semibold text-slate-900">{BILLING_TEXTS.amountDueToday}</dt>
        <dd className="text-right">
          <span className="text-xl font-bold text-slate-900">{formatPounds(price.amount)}</span>
          <span className="ml-1 text-xs font-medium text-slate-500">{CURRENCY}</span>
        </dd>
      </div>
    </dl>
  );
}
