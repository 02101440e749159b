import type { PaidPlanType, PlanType, PriceType } from '../constants/plans.js';

export const LAUNCH_OFFER_MONTHS = 1;

/** Adds calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(instant: Date, months: number): Date {
  const result = new Date(instant.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function periodMonths(priceType: PriceType): number {
  return priceType === 'annual' ? 12 : 1;
}

export interface SubscriptionState {
  plan: PlanType;
  expiredAt: Date | null;
}

/**
 * Where a period paid for `plan` starts: a renewal of the same, still-active plan extends from the
 * current expiry (nobody loses days by renewing early); anything else starts now.
 */
export function paidFrom(current: SubscriptionState, plan: PaidPlanType, now: Date): Date {
  const renewsActive =
    current.plan === plan && current.expiredAt !== null && current.expiredAt > now;
  return renewsActive && current.expiredAt ? current.expiredAt : now;
}

/** The expiry after paying for `plan`: one period from `paidFrom`. */
export function paidUntil(
  current: SubscriptionState,
  plan: PaidPlanType,
  priceType: PriceType,
  now: Date,
): Date {
  return addMonths(paidFrom(current, plan, now), periodMonths(priceType));
}

/** A paid plan whose expiry has passed is free again (the expiry date is kept for the banner). */
export function isExpired(current: SubscriptionState, now: Date): boolean {
  return current.plan !== 'free' && current.expiredAt !== null && current.expiredAt <= now;
}
