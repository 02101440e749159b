import {
  addMonths,
  CHECKOUT_AMOUNTS,
  periodMonths,
  type CreateCheckoutRequest,
  type PaidPlanType,
  type PriceType,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import type { SignedInUser } from '../users/user-view.js';
import * as repo from './billing.repository.js';

/*
 * The upgrade credit (docs/decisions/006-upgrade-credit.md): a Pro user who buys Premium before
 * their Pro period ends keeps the value of the unused Pro time, as extra days of Premium. The
 * charge itself stays the price table's, so it works the same with any provider.
 */

const DAY_MS = 86_400_000;

export interface UpgradeCredit {
  /** Pence of unused Pro time. */
  credit: number;
  /** Whole days of the new plan that the credit buys, after its paid period. */
  creditDays: number;
}

export const NO_CREDIT: UpgradeCredit = { credit: 0, creditDays: 0 };

/** The price paid for a period ending at `expiredAt`, times the share of it still to come. */
export function unusedValue(
  paid: { amount: number; priceType: PriceType },
  expiredAt: Date,
  now: Date,
): number {
  const start = addMonths(expiredAt, -periodMonths(paid.priceType));
  const period = expiredAt.getTime() - start.getTime();
  const remaining = Math.max(0, expiredAt.getTime() - now.getTime());
  return Math.round((paid.amount * remaining) / period);
}

/** Whole days of `plan` that `credit` pence buy at its price for a period starting now. */
export function daysBought(
  credit: number,
  plan: PaidPlanType,
  priceType: PriceType,
  now: Date,
): number {
  const period = addMonths(now, periodMonths(priceType)).getTime() - now.getTime();
  return Math.floor((credit * period) / (CHECKOUT_AMOUNTS[plan][priceType] * DAY_MS));
}

/** Only a Pro -> Premium switch with Pro time left earns a credit. */
export function isUpgradeFromActivePro(
  user: Pick<UserRow, 'plan' | 'expiredAt'>,
  plan: PaidPlanType,
  now: Date,
): user is Pick<UserRow, 'plan'> & { expiredAt: Date } {
  return (
    plan === 'premium' && user.plan === 'pro' && user.expiredAt !== null && user.expiredAt > now
  );
}

/**
 * The credit a checkout for `input` would carry. The Pro price is the one the user paid for the
 * current period (their newest paid Pro order), else the price table's.
 */
export async function upgradeCredit(
  db: Queryable,
  user: SignedInUser,
  input: CreateCheckoutRequest,
  now: Date,
): Promise<UpgradeCredit> {
  if (!isUpgradeFromActivePro(user, input.planType, now)) return NO_CREDIT;
  const order = await repo.latestPaidOrder(db, user.id, 'pro');
  const priceType = order?.priceType ?? user.priceType ?? 'monthly';
  const amount = order?.amount ?? CHECKOUT_AMOUNTS.pro[priceType];
  const credit = unusedValue({ amount, priceType }, user.expiredAt, now);
  return { credit, creditDays: daysBought(credit, input.planType, input.priceType, now) };
}

/** The expiry a paid order gives, moved on by the days its credit buys. */
export function withCreditDays(
  expiredAt: Date,
  order: { credit: number; plan: PaidPlanType; priceType: PriceType },
  now: Date,
): Date {
  if (order.credit <= 0) return expiredAt;
  const days = daysBought(order.credit, order.plan, order.priceType, now);
  return new Date(expiredAt.getTime() + days * DAY_MS);
}
