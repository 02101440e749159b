/**
 * Plans, limits and prices (docs/product.md §6, §9; docs/architecture.md §5). Prices are in GBP
 * minor units.
 */
export const PLAN_TYPES = ['free', 'pro', 'premium'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const PAID_PLAN_TYPES = ['pro', 'premium'] as const;
export type PaidPlanType = (typeof PAID_PLAN_TYPES)[number];

export const PRICE_TYPES = ['monthly', 'annual'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const CURRENCY = 'GBP';
export const CURRENCY_SYMBOL = '£';

/** null means unlimited. */
export const HABIT_LIMITS: Record<PlanType, number | null> = { free: 3, pro: 15, premium: null };

export const CHECKOUT_AMOUNTS: Record<PaidPlanType, Record<PriceType, number>> = {
  pro: { monthly: 499, annual: 4788 },
  premium: { monthly: 999, annual: 9588 },
};

export const PLAN_LABELS: Record<PlanType, string> = {
  free: 'Free Plan',
  pro: 'Pro Plan',
  premium: 'Premium Plan',
};

/** Formats minor units as pounds, e.g. 4788 -> "£47.88". */
export function formatPounds(minorUnits: number): string {
  return `${CURRENCY_SYMBOL}${(minorUnits / 100).toFixed(2)}`;
}

/**
 * What Free gets of analytics, named where the plans are compared: the Overview's completion
 * rates and calendar heat map; the Analytics tab itself is Premium's.
 */
export const FREE_ANALYTICS = 'Analytics: completion rates and a calendar heat map';
