import {
  CHECKOUT_AMOUNTS,
  CURRENCY,
  MESSAGES,
  type CheckoutQuote,
  type CreateCheckoutRequest,
  type User,
} from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { toUserView, type SignedInUser } from '../users/user-view.js';
import { findUserById, setPlan } from '../users/users.service.js';
import * as repo from './billing.repository.js';
import type { PaymentEvent } from './payment-provider.js';
import { endReplacedSubscriptions } from './subscription-end.service.js';
import { fulfilOrder, renew } from './subscription.service.js';
import { upgradeCredit } from './upgrade-credit.js';

/** What a checkout for `input` would charge, and the upgrade credit it would carry. */
export async function quoteCheckout(
  ctx: ServiceContext,
  user: SignedInUser,
  input: CreateCheckoutRequest,
): Promise<CheckoutQuote> {
  const credit = await upgradeCredit(ctx.database.db, user, input, ctx.clock.now());
  return { amount: CHECKOUT_AMOUNTS[input.planType][input.priceType], ...credit };
}

export async function createCheckout(
  ctx: ServiceContext,
  user: SignedInUser,
  input: CreateCheckoutRequest,
  /** Where the checkout returns to for this request (plugins/public-url.ts). */
  appUrl: string,
) {
  const now = ctx.clock.now();
  // NOTE: the credit is fixed now, with the order; fulfilment turns it into days.
  const { credit, creditDays } = await upgradeCredit(ctx.database.db, user, input, now);
  const order = await repo.insertOrder(ctx.database.db, {
    userId: user.id,
    plan: input.planType,
    priceType: input.priceType,
    // NOTE: the amount comes only from the server's price table; the client never sends one.
    amount: CHECKOUT_AMOUNTS[input.planType][input.priceType],
    currency: CURRENCY,
    provider: ctx.payments.name,
    credit,
    createdAt: now,
    updatedAt: now,
  });
  const { checkoutUrl, sessionId } = await ctx.payments.createCheckout(order, user, appUrl);
  if (sessionId) await repo.setSessionId(ctx.database.db, order.id, sessionId, now);
  ctx.log.info(
    {
      event: 'checkout.created',
      userId: user.id,
      orderId: order.id,
      plan: order.plan,
      priceType: order.priceType,
      credit,
    },
    'checkout created',
  );
  return { checkoutUrl, orderId: order.id, credit, creditDays };
}

async function currentUser(ctx: ServiceContext, userId: string): Promise<User> {
  const row = await findUserById(ctx.database.db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return toUserView(row);
}

/** Called by the dashboard on return from checkout: asks the provider and fulfils if paid. */
export async function verifyPayment(ctx: ServiceContext, user: SignedInUser, orderId: string) {
  const order = await repo.findUserOrder(ctx.database.db, user.id, orderId);
  if (!order) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  if (order.status === 'pending') {
    const answer = await ctx.payments.verify(order);
    const now = ctx.clock.now();
    if (answer.status === 'paid') {
      await ctx.database.db.transaction((tx) =>
        fulfilOrder(ctx, tx, order.id, answer.subscriptionId, now),
      );
      ctx.mailDelivery.deliverSoon(ctx);
      await endReplacedSubscriptions(ctx, user.id);
    } else if (answer.status === 'failed') {
      await repo.markUnpaid(ctx.database.db, order.id, 'failed', now);
    }
  }
  const settled = await repo.findOrder(ctx.database.db, order.id);
  const status =
    settled?.status === 'paid' ? 'paid' : settled?.status === 'pending' ? 'pending' : 'failed';
  return { success: status === 'paid', status, user: await currentUser(ctx, user.id) } as const;
}

/** The mock checkout page's buttons. Only with the mock provider, and never in production. */
export async function completeMockPayment(
  ctx: ServiceContext,
  user: SignedInUser,
  orderId: string,
  outcome: 'success' | 'cancelled',
) {
  const order = await repo.findUserOrder(ctx.database.db, user.id, orderId);
  if (!order || order.provider !== 'mock') throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  const now = ctx.clock.now();
  if (outcome === 'success') {
    await ctx.database.db.transaction((tx) => fulfilOrder(ctx, tx, order.id, null, now));
    ctx.mailDelivery.deliverSoon(ctx);
  } else {
    await repo.markUnpaid(ctx.database.db, order.id, 'cancelled', now);
  }
  const settled = await repo.findOrder(ctx.database.db, order.id);
  return { status: settled?.status ?? order.status };
}

/**
 * Applies a verified webhook event once: the event id (and a renewal's invoice id, which Stripe
 * may deliver in more than one event) is recorded in the same transaction, with any receipt it
 * mails (receipts.ts), so a replay mails nothing. Events about a
 * subscription that is no longer the person's current one never change the plan.
 */
export async function handlePaymentEvent(ctx: ServiceContext, event: PaymentEvent): Promise<void> {
  const now = ctx.clock.now();
  const paidBy = await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.recordEvent(tx, event.id, event.kind, now))) return undefined;
    switch (event.kind) {
      case 'checkout-paid':
        return (await fulfilOrder(ctx, tx, event.orderId, event.subscriptionId, now))?.user.id;
      case 'checkout-failed':
        await repo.markUnpaid(tx, event.orderId, 'failed', now);
        return undefined;
      case 'checkout-expired':
        await repo.markUnpaid(tx, event.orderId, 'cancelled', now);
        return undefined;
      case 'renewal-paid': {
        if (!(await repo.recordEvent(tx, `invoice:${event.invoiceId}`, event.kind, now))) {
          return undefined;
        }
        const order = await repo.subscriptionOrder(tx, event.subscriptionId);
        if (order) await renew(ctx, tx, order, event.invoiceId, now);
        return undefined;
      }
      case 'subscription-ended': {
        await repo.markSubscriptionEnded(tx, event.subscriptionId, now);
        const order = await repo.subscriptionOrder(tx, event.subscriptionId);
        if (order?.userId && !order.replacedAt) {
          await setPlan(tx, order.userId, {
            cancelAtPeriodEnd: true,
            updatedAt: now,
          });
        }
        return undefined;
      }
      case 'ignored':
        return undefined;
    }
  });
  ctx.log.info({ event: 'webhook.handled', kind: event.kind }, 'payment webhook handled');
  // A payment or renewal may have queued its receipt.
  ctx.mailDelivery.deliverSoon(ctx);
  if (paidBy) await endReplacedSubscriptions(ctx, paidBy);
}
