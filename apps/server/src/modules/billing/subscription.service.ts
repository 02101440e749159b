import {
  addMonths,
  isExpired,
  LAUNCH_OFFER_MONTHS,
  paidFrom,
  paidUntil,
  type LaunchOfferStatus,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import type { SignedInUser } from '../users/user-view.js';
import { expirePlanIfDue, findSignedInUser, lockUser, setPlan } from '../users/users.service.js';
import * as repo from './billing.repository.js';
import { queuePaymentReceipt, type MailContext } from './receipts.js';
import { isUpgradeFromActivePro, withCreditDays } from './upgrade-credit.js';

/*
 * The billing module owns a user's subscription: the plan, its expiry, renewal and cancellation,
 * and the launch offer. Other modules call these; the SQL stays in billing.repository.ts.
 */

/**
 * A paid plan past its expiry is free again from this request on; the expiry date is kept. A
 * comparison on the row already loaded: the downgrade is written once, by the first request after
 * the expiry, and every later one finds the plan already free. Sign-in and every authenticated
 * request pass their user through here (auth/session.service.ts).
 */
export async function applyExpiry(ctx: ServiceContext, user: SignedInUser): Promise<SignedInUser> {
  const now = ctx.clock.now();
  if (!isExpired({ plan: user.plan, expiredAt: user.expiredAt }, now)) return user;
  const downgraded = await expirePlanIfDue(ctx.database.db, user.id, now);
  if (downgraded) {
    ctx.log.info({ event: 'subscription.expired', userId: user.id }, 'subscription expired');
    return downgraded;
  }
  // A simultaneous request downgraded (or a renewal extended) it first: the row as it is now.
  return (await findSignedInUser(ctx.database.db, user.id)) ?? user;
}

/**
 * Pays an order out, once: the first caller (webhook, verify-payment or the mock page) moves it
 * from pending to paid and sets the plan; every later call, and any replay, changes nothing. An
 * upgrade's credit adds its days only while the Pro time it was worked out from is still there,
 * so a second Premium order paid later never counts the same Pro time again. The person's other
 * subscriptions are marked replaced: the caller ends them at the provider after the commit
 * (subscription-end.service.ts). The receipt is queued in the same transaction (receipts.ts).
 */
export async function fulfilOrder(
  ctx: MailContext,
  tx: Queryable,
  orderId: string,
  subscriptionId: string | null,
  now: Date,
): Promise<{ order: OrderRow; user: SignedInUser } | undefined> {
  const order = await repo.markPaid(tx, orderId, subscriptionId, now);
  if (!order) return undefined;
  const user = order.userId ? await lockUser(tx, order.userId) : undefined;
  if (!user) {
    // Paid after its account was deleted: the new subscription must not run on with nobody.
    if (order.providerSubscriptionId) {
      await repo.replaceSubscription(tx, order.providerSubscriptionId, now);
    }
    return undefined;
  }
  await repo.replaceOtherSubscriptions(tx, user.id, order.providerSubscriptionId, now);
  const expiredAt = paidUntil(
    { plan: user.plan, expiredAt: user.expiredAt },
    order.plan,
    order.priceType,
    now,
  );
  const updated = await setPlan(tx, user.id, {
    plan: order.plan,
    priceType: order.priceType,
    expiredAt: isUpgradeFromActivePro(user, order.plan, now)
      ? withCreditDays(expiredAt, order, now)
      : expiredAt,
    cancelAtPeriodEnd: false,
    updatedAt: now,
  });
  if (!updated) return undefined;
  await queuePaymentReceipt(ctx, tx, updated, order, { from: paidFrom(user, order.plan, now) });
  return { order, user: updated };
}

/**
 * A renewal charged by the provider extends the plan by one period from the current expiry, and
 * queues its receipt. Only the person's current subscription renews the plan: a replaced one's
 * invoice (charged before it was ended) changes nothing.
 */
export async function renew(
  ctx: MailContext,
  tx: Queryable,
  order: OrderRow,
  invoiceId: string,
  now: Date,
): Promise<SignedInUser | undefined> {
  if (order.replacedAt || !order.userId) return undefined;
  const user = await lockUser(tx, order.userId);
  if (!user) return undefined;
  const renewed = await setPlan(tx, user.id, {
    plan: order.plan,
    priceType: order.priceType,
    expiredAt: paidUntil(
      { plan: order.plan, expiredAt: user.expiredAt },
      order.plan,
      order.priceType,
      now,
    ),
    cancelAtPeriodEnd: false,
    updatedAt: now,
  });
  if (renewed) {
    await queuePaymentReceipt(ctx, tx, renewed, order, {
      from: paidFrom({ plan: order.plan, expiredAt: user.expiredAt }, order.plan, now),
      invoiceId,
    });
  }
  return renewed;
}

export const LAUNCH_OFFER_COUNTER = 'launch-offer';

/**
 * The launch offer: the first `limit` accounts to verify get Premium for a month. The counter is
 * claimed in the verifying transaction, so exactly `limit` are ever granted.
 */
export async function grantLaunchOffer(
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'launchOffer' | 'plan'>,
  limit: number,
  now: Date,
): Promise<boolean> {
  if (user.launchOffer || user.plan !== 'free') return false;
  if (!(await repo.claimCounter(tx, LAUNCH_OFFER_COUNTER, limit))) return false;
  await setPlan(tx, user.id, {
    plan: 'premium',
    priceType: null,
    expiredAt: addMonths(now, LAUNCH_OFFER_MONTHS),
    cancelAtPeriodEnd: true,
    launchOffer: true,
    updatedAt: now,
  });
  return true;
}

/** How many of the launch offer's `limit` places are left (GET /api/site/launch-offer). */
export async function launchOfferStatus(db: Queryable, limit: number): Promise<LaunchOfferStatus> {
  const claimed = await repo.counterValue(db, LAUNCH_OFFER_COUNTER);
  const remaining = Math.max(0, limit - claimed);
  return { limit, remaining, active: remaining > 0 };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The person's payments, oldest first, for "Download my data". */
export async function paymentsOf(db: Queryable, userId: string) {
  return (await repo.ordersOf(db, userId)).map((o) => ({
    _id: o.id,
    plan: o.plan,
    priceType: o.priceType,
    amount: o.amount,
    currency: o.currency,
    credit: o.credit,
    status: o.status,
    provider: o.provider,
    paidAt: iso(o.paidAt),
    createdAt: iso(o.createdAt),
  }));
}
