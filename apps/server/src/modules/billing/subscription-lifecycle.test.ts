import { addMonths } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.js';
import * as pay from '../../test/billing.js';
import * as kit from '../../test/habits.js';
import { bearer, db } from '../../test/helper.js';
import {
  completedEvent,
  invoicePaid,
  sessionOf,
  subscriptionDeleted,
} from '../../test/stripe-events.js';
import { postWebhook, useStripeTestApp } from '../../test/stripe-stand-in.js';
import { endReplacedSubscriptions } from './subscription-end.service.js';

/*
 * A person has at most one live Stripe subscription (docs/decisions/022-one-live-subscription.md):
 * an upgrade ends the old one at Stripe, events about a subscription that is no longer the current
 * one never change the plan, and deleting the account ends every live one first.
 */

const { t, stripe } = useStripeTestApp();

type Via = 'webhook' | 'verify-payment';

/** Checks out `plan` monthly and has it paid with `subscription`, fulfilled `via`. */
async function buy(m: kit.Member, plan: 'pro' | 'premium', subscription: string, via: Via) {
  const { orderId } = await pay.startCheckout(t, m.token, plan, 'monthly');
  if (via === 'webhook') {
    const res = await postWebhook(t, completedEvent(stripe, orderId, subscription));
    expect(res.statusCode, res.body).toBe(200);
  } else {
    stripe.pay(sessionOf(stripe, orderId).id, subscription);
    const res = await pay.verifyPayment(t, m.token, orderId);
    expect(res.json(), res.body).toMatchObject({ success: true, status: 'paid' });
  }
  return orderId;
}

/** A Pro member since 1 March who upgrades to Premium on 16 March; their two subscriptions. */
async function upgraded(via: Via = 'webhook') {
  const m = await kit.newMember(t, '2026-03-01T11:00:00Z');
  const pro = `sub_pro_${m.id.slice(0, 8)}`;
  const premium = `sub_premium_${m.id.slice(0, 8)}`;
  await buy(m, 'pro', pro, via);
  await kit.moveClock(t, m, '2026-03-16T22:00:00Z');
  const premiumOrder = await buy(m, 'premium', premium, via);
  return { m, pro, premium, premiumOrder };
}

const cancelCalls = (subscription: string) =>
  stripe.requests.filter(
    (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription}`,
  ).length;
const subscriptionOf = async (m: kit.Member) => (await pay.me(t, m.token)).subscription;
const tick = () => endReplacedSubscriptions({ ...t.deps, log: t.app.log });

describe('an upgrade from Pro to Premium', () => {
  it.each<Via>(['webhook', 'verify-payment'])(
    'ends the Pro subscription at Stripe at once, once (fulfilled by %s)',
    async (via) => {
      const { m, pro, premium, premiumOrder } = await upgraded(via);
      expect(await subscriptionOf(m)).toMatchObject({ type: 'premium', cancelAtPeriodEnd: false });
      expect(stripe.cancelled.filter((s) => s === pro)).toEqual([pro]);
      expect(cancelCalls(premium)).toBe(0);

      // Replays of the fulfilment, by webhook and by the dashboard, call Stripe no more.
      await postWebhook(t, completedEvent(stripe, premiumOrder, premium));
      await pay.verifyPayment(t, m.token, premiumOrder);
      await tick();
      expect(cancelCalls(pro)).toBe(1);
      expect(cancelCalls(premium)).toBe(0);
    },
  );

  it("never lets the old Pro subscription's renewal, cancellation or deletion touch Premium", async () => {
    const { m, pro, premium } = await upgraded();
    const before = await pay.billingState(t, m.id);
    expect(before.user).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: false });

    // Stripe's own echo of our cancel, and a renewal charged just before it took effect.
    for (const event of [invoicePaid(pro), subscriptionDeleted(pro), invoicePaid(pro)]) {
      const res = await postWebhook(t, event);
      expect(res.statusCode, res.body).toBe(200);
      expect((await pay.billingState(t, m.id)).user, event.type).toEqual(before.user);
    }

    // Premium's own renewal still extends Premium by a month.
    await kit.moveClock(t, m, '2026-04-20T09:00:00Z');
    expect((await postWebhook(t, invoicePaid(premium))).statusCode).toBe(200);
    const renewed = await subscriptionOf(m);
    expect(renewed).toMatchObject({ type: 'premium', cancelAtPeriodEnd: false });
    expect(renewed.expiredAt).toBe(
      addMonths(before.user?.expiredAt ?? new Date(0), 1).toISOString(),
    );
  });

  it('cancelling stops the Premium subscription, the current one, and nothing else', async () => {
    const { m, pro, premium } = await upgraded();
    const res = await pay.cancelPlan(t, m.token);
    expect(res.statusCode, res.body).toBe(200);
    const updates = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'),
    );
    expect(
      updates.map((r) => r.path).filter((p) => p.endsWith(pro) || p.endsWith(premium)),
    ).toEqual([`/v1/subscriptions/${premium}`]);
    const { expiredAt } = await subscriptionOf(m);
    // Stripe ends it at the period's end; the plan runs until then.
    expect((await postWebhook(t, subscriptionDeleted(premium))).statusCode).toBe(200);
    expect(await subscriptionOf(m)).toMatchObject({
      type: 'premium',
      expiredAt,
      cancelAtPeriodEnd: true,
    });
  });

  it('handles events out of order and delivered twice', async () => {
    const { m, pro, premium, premiumOrder } = await upgraded('verify-payment');
    const settled = await pay.billingState(t, m.id);
    // The old subscription's deletion and a late renewal arrive before Premium's own webhook.
    for (const event of [
      subscriptionDeleted(pro),
      invoicePaid(pro),
      completedEvent(stripe, premiumOrder, premium),
      subscriptionDeleted(pro),
    ]) {
      expect((await postWebhook(t, event)).statusCode).toBe(200);
    }
    expect(await pay.billingState(t, m.id)).toEqual(settled);

    // One renewal invoice delivered in two events extends once.
    await kit.moveClock(t, m, '2026-04-20T09:00:00Z');
    const invoice = 'in_twice';
    expect((await postWebhook(t, invoicePaid(premium, { invoice }))).statusCode).toBe(200);
    const once = await pay.billingState(t, m.id);
    expect((await postWebhook(t, invoicePaid(premium, { invoice }))).statusCode).toBe(200);
    expect(await pay.billingState(t, m.id)).toEqual(once);
    expect(once.user?.expiredAt).toEqual(addMonths(settled.user?.expiredAt ?? new Date(0), 1));
  });

  it('keeps trying to end the old subscription through a Stripe outage', async () => {
    stripe.failSubscriptions(true);
    const { m, pro } = await upgraded();
    // The upgrade itself is not held back by Stripe's outage.
    expect(await subscriptionOf(m)).toMatchObject({ type: 'premium' });
    expect(stripe.cancelled).not.toContain(pro);
    await tick();
    expect(stripe.cancelled).not.toContain(pro);

    stripe.failSubscriptions(false);
    await tick();
    expect(stripe.cancelled.filter((s) => s === pro)).toEqual([pro]);
    // Once it has ended, the tick leaves it alone.
    const calls = cancelCalls(pro);
    await tick();
    expect(cancelCalls(pro)).toBe(calls);
  });
});

describe('deleting an account with a live subscription', () => {
  const remove = (m: kit.Member) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(m.token),
      payload: { password: m.person.password },
    });

  it('ends every live subscription at Stripe, then keeps the orders without the person', async () => {
    // Two live subscriptions, as people who upgraded before this fix still have.
    const m = await kit.newMember(t, '2026-05-01T10:00:00Z');
    const first = `sub_a_${m.id.slice(0, 8)}`;
    const second = `sub_b_${m.id.slice(0, 8)}`;
    const firstOrder = await buy(m, 'pro', first, 'webhook');
    await db(t)
      .update(orders)
      .set({ replacedAt: null, endedAt: null })
      .where(eq(orders.id, firstOrder));
    stripe.cancelled.splice(0);
    const secondOrder = await buy(m, 'premium', second, 'webhook');
    await db(t)
      .update(orders)
      .set({ replacedAt: null, endedAt: null })
      .where(eq(orders.id, firstOrder));
    stripe.cancelled.splice(0);

    const res = await remove(m);
    expect(res.statusCode, res.body).toBe(204);
    expect([...stripe.cancelled].sort()).toEqual([first, second].sort());

    const kept = await db(t).select().from(orders).where(eq(orders.providerSubscriptionId, second));
    expect(kept).toMatchObject([{ id: secondOrder, userId: null, amount: 999, currency: 'GBP' }]);
    expect(kept[0]?.status).toBe('paid');
    expect(await pay.orderRow(t, firstOrder)).toMatchObject({ userId: null, amount: 499 });

    // Stripe's deletion events for them, afterwards, change nothing and fail nothing.
    for (const sub of [first, second]) {
      expect((await postWebhook(t, subscriptionDeleted(sub))).statusCode).toBe(200);
      expect((await postWebhook(t, invoicePaid(sub))).statusCode).toBe(200);
    }
  });

  it('is refused with 503 while Stripe cannot be reached, and deletes nothing', async () => {
    const m = await kit.newMember(t, '2026-05-01T10:00:00Z');
    const sub = `sub_c_${m.id.slice(0, 8)}`;
    await buy(m, 'pro', sub, 'webhook');
    stripe.failSubscriptions(true);
    try {
      const res = await remove(m);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json<{ message: string }>().message).toMatch(/subscription/i);
    } finally {
      stripe.failSubscriptions(false);
    }
    expect((await pay.me(t, m.token)).subscription).toMatchObject({ type: 'pro' });
    expect((await remove(m)).statusCode).toBe(204);
    expect(stripe.cancelled).toContain(sub);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(m.token) });
    expect(me.statusCode).toBe(401);
  });
});
