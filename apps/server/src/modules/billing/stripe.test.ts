import { randomUUID } from 'node:crypto';
import { addMonths, type User } from '@streakwise/shared';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema.js';
import * as pay from '../../test/billing.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import * as events from '../../test/stripe-events.js';
import {
  postWebhook,
  stripeEvent,
  useStripeTestApp,
  webhookSignature,
} from '../../test/stripe-stand-in.js';

const { t, stripe } = useStripeTestApp();

const sessionOf = (orderId: string) => events.sessionOf(stripe, orderId);
const completedEvent = (orderId: string, subscription: string) =>
  events.completedEvent(stripe, orderId, subscription);
const invoicePaid = (subscription: string, reason?: string) =>
  events.invoicePaid(subscription, reason ? { reason } : {});

/** A member who checked out `plan` monthly, fulfilled by webhook, with `subscription`. */
async function subscribed(subscription: string, plan: 'pro' | 'premium' = 'pro') {
  const m = await kit.newMember(t);
  const { orderId } = await pay.startCheckout(t, m.token, plan, 'monthly');
  const delivered = await pay.timed(t, () => postWebhook(t, completedEvent(orderId, subscription)));
  expect(delivered.result.statusCode, delivered.result.body).toBe(200);
  return { ...m, orderId, window: delivered };
}

const subscriptionOf = async (token: string) => (await pay.me(t, token)).subscription;
const eventsRecorded = async () => (await db(t).select({ n: count() }).from(webhookEvents))[0]?.n;

describe('starting a Stripe checkout', () => {
  it('creates a subscription-mode session with the server price and our return URLs', async () => {
    const { token } = await kit.newMember(t);
    const cases = [
      ['pro', 'monthly', 499, 'month'],
      ['pro', 'annual', 4788, 'year'],
      ['premium', 'monthly', 999, 'month'],
      ['premium', 'annual', 9588, 'year'],
    ] as const;
    for (const [plan, price, amount, interval] of cases) {
      const body = { planType: plan, priceType: price, amount: 1, currency: 'USD' };
      const res = await pay.post(t, token, 'create-checkout-session', body);
      expect(res.statusCode, res.body).toBe(200);
      const { checkoutUrl, orderId } = res.json<{ checkoutUrl: string; orderId: string }>();
      const sent = stripe.requests.at(-1);
      expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
      expect(sent?.authorization).toBe('Bearer sk_test_x');
      expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
        mode: 'subscription',
        client_reference_id: orderId,
        'metadata[orderId]': orderId,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][unit_amount]': String(amount),
        'line_items[0][price_data][currency]': 'gbp',
        'line_items[0][price_data][recurring][interval]': interval,
        success_url: 'http://app.test/dashboard?payment=success&order_id={CHECKOUT_SESSION_ID}',
        cancel_url: `http://app.test/${plan}?payment=cancelled`,
      });
      const session = sessionOf(orderId);
      expect(checkoutUrl).toBe(session.url);
      expect(await pay.orderRow(t, orderId)).toMatchObject({
        amount,
        currency: 'GBP',
        status: 'pending',
        provider: 'stripe',
        providerSessionId: session.id,
      });
    }
  });
});

describe('fulfilment by webhook and by verify-payment', () => {
  it('refuses a bad or missing signature with 400, changing nothing', async () => {
    const m = await kit.newMember(t);
    const { orderId } = await pay.startCheckout(t, m.token, 'pro', 'monthly');
    const event = completedEvent(orderId, 'sub_unsigned');
    const before = { state: await pay.billingState(t, m.id), events: await eventsRecorded() };

    const attempts = [
      webhookSignature(event, 'whsec_wrong'),
      // Signed, but for another body (a different event id).
      webhookSignature(completedEvent(orderId, 'sub_unsigned')),
      // Signed, but ten minutes ago: outside Stripe's five-minute tolerance.
      webhookSignature(event, undefined, Math.floor(Date.now() / 1000) - 600),
      'garbage',
      '',
      null,
    ];
    for (const signature of attempts) {
      const res = await postWebhook(t, event, signature);
      expect(res.statusCode, String(signature)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Invalid webhook signature');
    }
    expect({ state: await pay.billingState(t, m.id), events: await eventsRecorded() }).toEqual(
      before,
    );
    // Correctly signed, but not an event: no id (found by fuzzing; it was a 500).
    for (const id of [null, '', 42]) {
      const res = await postWebhook(t, { ...event, id });
      expect(res.statusCode, String(id)).toBe(400);
    }
    expect(await eventsRecorded()).toEqual(before.events);
    // The refused deliveries did not use up the event: the signed one still works.
    expect((await postWebhook(t, event)).statusCode).toBe(200);
    expect((await subscriptionOf(m.token)).type).toBe('pro');
  });

  it('upgrades once on checkout.session.completed; replays and repeats change nothing', async () => {
    t.clock.set(new Date('2026-01-31T12:00:00Z'));
    const m = await kit.newMember(t);
    const { orderId } = await pay.startCheckout(t, m.token, 'pro', 'monthly');
    const event = completedEvent(orderId, 'sub_123');
    const delivered = await pay.timed(t, () => postWebhook(t, event));
    expect(delivered.result.statusCode).toBe(200);
    expect(delivered.result.json()).toEqual({ received: true });

    const user = await pay.me(t, m.token);
    expect(user.subscription).toMatchObject({ type: 'pro', priceType: 'monthly' });
    expect(user.subscription.expiredAt).toMatch(/^2026-02-28T12:00/);
    pay.expectMonthsAfter(user.subscription.expiredAt, delivered, 1);
    const after = await pay.billingState(t, m.id);
    expect(after.orders).toMatchObject([{ status: 'paid', sub: 'sub_123' }]);

    expect((await postWebhook(t, event)).statusCode).toBe(200);
    expect((await postWebhook(t, completedEvent(orderId, 'sub_123'))).statusCode).toBe(200);
    const verified = await pay.verifyPayment(t, m.token, orderId);
    expect(verified.json()).toEqual({ success: true, status: 'paid', user });
    const bySession = await pay.verifyPayment(t, m.token, sessionOf(orderId).id);
    expect(bySession.json()).toEqual({ success: true, status: 'paid', user });
    expect(await pay.billingState(t, m.id)).toEqual(after);
  });

  it('verify-payment fulfils when Stripe says paid; the webhook afterwards changes nothing', async () => {
    t.clock.set(new Date('2026-03-01T08:00:00Z'));
    const m = await kit.newMember(t);
    const { orderId } = await pay.startCheckout(t, m.token, 'premium', 'annual');
    const session = sessionOf(orderId);
    const pending = await pay.verifyPayment(t, m.token, session.id);
    expect(pending.json()).toMatchObject({ success: false, status: 'pending' });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/checkout/sessions/${session.id}`,
    });

    stripe.pay(session.id, 'sub_verify');
    // The success URL carries the session id, so that is what the dashboard sends.
    const paid = await pay.timed(t, () => pay.verifyPayment(t, m.token, session.id));
    expect(paid.result.json()).toMatchObject({ success: true, status: 'paid' });
    const { subscription } = paid.result.json<{ user: User }>().user;
    expect(subscription).toMatchObject({ type: 'premium', priceType: 'annual' });
    pay.expectMonthsAfter(subscription.expiredAt, paid, 12);

    const after = await pay.billingState(t, m.id);
    expect(after.orders).toMatchObject([{ status: 'paid', sub: 'sub_verify' }]);
    expect((await postWebhook(t, completedEvent(orderId, 'sub_verify'))).statusCode).toBe(200);
    expect((await pay.verifyPayment(t, m.token, orderId)).json()).toMatchObject({ success: true });
    expect(await pay.billingState(t, m.id)).toEqual(after);
  });

  it('extends once when the webhook and verify-payment race for one renewal order', async () => {
    const m = await subscribed('sub_race');
    const first = (await subscriptionOf(m.token)).expiredAt ?? '';
    const { orderId } = await pay.startCheckout(t, m.token, 'pro', 'monthly');
    stripe.pay(sessionOf(orderId).id, 'sub_race');
    await Promise.all([
      ...Array.from({ length: 3 }, () => pay.verifyPayment(t, m.token, orderId)),
      ...Array.from({ length: 3 }, () => postWebhook(t, completedEvent(orderId, 'sub_race'))),
    ]);
    expect((await subscriptionOf(m.token)).expiredAt).toBe(
      addMonths(new Date(first), 1).toISOString(),
    );
    const { orders } = await pay.billingState(t, m.id);
    expect(orders.map((o) => o.status)).toEqual(['paid', 'paid']);
  });

  it("answers 404 to verify-payment for another user's session", async () => {
    const alice = await kit.newMember(t);
    const bob = await kit.newMember(t);
    const { orderId } = await pay.startCheckout(t, alice.token, 'pro', 'monthly');
    stripe.pay(sessionOf(orderId).id, 'sub_alice');
    for (const id of [orderId, sessionOf(orderId).id, 'cs_test_unknown']) {
      expect((await pay.verifyPayment(t, bob.token, id)).statusCode).toBe(404);
    }
    expect((await pay.orderRow(t, orderId))?.status).toBe('pending');
    expect((await subscriptionOf(bob.token)).type).toBe('free');
  });

  it('marks the order failed on checkout.session.async_payment_failed', async () => {
    const m = await kit.newMember(t);
    const { orderId } = await pay.startCheckout(t, m.token, 'pro', 'annual');
    const failed = stripeEvent(events.eventId(), 'checkout.session.async_payment_failed', {
      ...sessionOf(orderId),
      status: 'complete',
    });
    expect((await postWebhook(t, failed)).statusCode).toBe(200);
    expect((await pay.orderRow(t, orderId))?.status).toBe('failed');
    const verified = await pay.verifyPayment(t, m.token, orderId);
    expect(verified.json()).toMatchObject({ success: false, status: 'failed' });
    // A late "completed" for a failed order does not upgrade.
    expect((await postWebhook(t, completedEvent(orderId, 'sub_late'))).statusCode).toBe(200);
    expect((await subscriptionOf(m.token)).type).toBe('free');
  });

  it('acknowledges (200) a paid session that is not one of our orders', async () => {
    for (const reference of ['invoice-42', randomUUID(), null]) {
      const event = stripeEvent(events.eventId(), 'checkout.session.completed', {
        object: 'checkout.session',
        payment_status: 'paid',
        client_reference_id: reference,
      });
      expect((await postWebhook(t, event)).statusCode, String(reference)).toBe(200);
    }
  });
});

describe('a running Stripe subscription', () => {
  it('extends by one period from the current expiry on a renewal invoice, once', async () => {
    t.clock.set(new Date('2026-04-10T10:00:00Z'));
    const m = await subscribed('sub_renewal');
    const first = (await subscriptionOf(m.token)).expiredAt ?? '';

    await kit.moveClock(t, m, '2026-05-09T10:00:00Z');
    // The first invoice is the checkout itself: not a renewal.
    expect(
      (await postWebhook(t, invoicePaid('sub_renewal', 'subscription_create'))).statusCode,
    ).toBe(200);
    expect((await subscriptionOf(m.token)).expiredAt).toBe(first);

    const renewal = invoicePaid('sub_renewal');
    expect((await postWebhook(t, renewal)).statusCode).toBe(200);
    const renewed = await subscriptionOf(m.token);
    expect(renewed).toMatchObject({ type: 'pro', priceType: 'monthly', cancelAtPeriodEnd: false });
    expect(renewed.expiredAt).toBe(addMonths(new Date(first), 1).toISOString());

    const after = await pay.billingState(t, m.id);
    expect((await postWebhook(t, renewal)).statusCode).toBe(200);
    expect(await pay.billingState(t, m.id)).toEqual(after);
  });

  it('keeps the plan until expiry after customer.subscription.deleted', async () => {
    t.clock.set(new Date('2026-06-10T10:00:00Z'));
    const m = await subscribed('sub_deleted', 'premium');
    const { expiredAt } = await subscriptionOf(m.token);
    const deleted = events.subscriptionDeleted('sub_deleted');
    expect((await postWebhook(t, deleted)).statusCode).toBe(200);
    const ending = { type: 'premium', expiredAt, cancelAtPeriodEnd: true };
    expect(await subscriptionOf(m.token)).toMatchObject(ending);

    await kit.moveClock(t, m, new Date(new Date(expiredAt ?? '').getTime() + 1000));
    expect(await subscriptionOf(m.token)).toMatchObject({ type: 'free', expiredAt });
  });

  it('cancel asks Stripe to end the subscription at the period end', async () => {
    const m = await kit.newMember(t);
    const { orderId } = await pay.startCheckout(t, m.token, 'pro', 'monthly');
    stripe.pay(sessionOf(orderId).id, 'sub_123');
    expect((await pay.verifyPayment(t, m.token, orderId)).json()).toMatchObject({ success: true });
    const { expiredAt } = await subscriptionOf(m.token);

    const res = await pay.cancelPlan(t, m.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ user: User }>().user.subscription).toMatchObject({
      type: 'pro',
      expiredAt,
      cancelAtPeriodEnd: true,
    });
    const sent = stripe.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_123' });
    expect(sent?.form.get('cancel_at_period_end')).toBe('true');
    expect(sent?.authorization).toBe('Bearer sk_test_x');
  });
});

describe('the webhook with the mock provider', () => {
  const mock = useTestApp();
  it('answers 404', async () => {
    const event = stripeEvent(events.eventId(), 'checkout.session.completed', { object: 'x' });
    expect((await postWebhook(mock, event)).statusCode).toBe(404);
  });
});
