import {
  CHECKOUT_AMOUNTS,
  formatPounds,
  type PaidPlanType,
  type PlanType,
  type PriceType,
} from '@streakwise/shared';

/** Plan names as prose uses them ("Welcome to Pro"); PLAN_LABELS holds "Pro Plan". */
export const PLAN_NAMES: Record<PlanType, string> = {
  free: 'Free',
  pro: 'Pro',
  premium: 'Premium',
};

export interface PlanPrice {
  /** What the card is charged, in minor units (CHECKOUT_AMOUNTS). */
  amount: number;
  /** The headline figure: the monthly price, or the annual total spread over 12 months. */
  perMonth: string;
  /** The annual total, e.g. "£47.88"; null for monthly billing. */
  annualTotal: string | null;
  /** What a year of annual billing saves against 12 monthly payments; null for monthly. */
  yearlySaving: string | null;
}

/** Every price shown comes from the checkout amounts, so the page and the charge never drift. */
export function planPrice(plan: PaidPlanType, priceType: PriceType): PlanPrice {
  const { monthly, annual } = CHECKOUT_AMOUNTS[plan];
  if (priceType === 'monthly') {
    return {
      amount: monthly,
      perMonth: formatPounds(monthly),
      annualTotal: null,
      yearlySaving: null,
    };
  }
  return {
    amount: annual,
    perMonth: formatPounds(Math.round(annual / 12)),
    annualTotal: formatPounds(annual),
    yearlySaving: formatPounds(monthly * 12 - annual),
  };
}

/** The annual discount in whole percent (20 for both plans, docs/product.md §9). */
export function annualSavingPercent(plan: PaidPlanType = 'pro'): number {
  const { monthly, annual } = CHECKOUT_AMOUNTS[plan];
  return Math.round((1 - annual / (monthly * 12)) * 100);
}
