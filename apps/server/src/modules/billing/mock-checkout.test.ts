import { randomUUID } from 'node:crypto';
import type { ErrorResponse, User } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as pay from '../../test/billing.js';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import { mockCheckoutSteps } from '../../test/mock-checkout.js';

/* The mock checkout: starting one at the server's prices, and paying on the mock page. */
const t = useTestApp();
const { paidMember } = mockCheckoutSteps(t);

describe('starting a checkout', () => {
  it('sends the mock page the server price of each plan and period, in GBP', async () => {
    const { token, id } = await kit.newMember(t);
    const cases = [
      ['pro', 'monthly', 499],
      ['pro', 'annual', 4788],
      ['premium', 'monthly', 999],
      ['premium', 'annual', 9588],
    ] as const;
    for (const [plan, price, amount] of cases) {
      const { checkoutUrl, orderId } = await pay.startCheckout(t, token, plan, price);
      expect(checkoutUrl).toBe(
        `http://app.test/mock-payment?orderId=${orderId}&amount=${amount}&currency=GBP&plan=${plan}&price=${price}`,
      );
      expect(await pay.orderRow(t, orderId)).toMatchObject({
        userId: id,
        plan,
        priceType: price,
        amount,
        currency: 'GBP',
        status: 'pending',
        provider: 'mock',
      });
    }
    expect((await pay.me(t, token)).subscription.type).toBe('free');
  });

  it('ignores an amount and currency sent by the client', async () => {
    const { token } = await kit.newMember(t);
    const res = await pay.post(t, token, 'create-checkout-session', {
      planType: 'pro',
      priceType: 'annual',
      amount: 1,
      currency: 'USD',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { checkoutUrl, orderId } = res.json<{ checkoutUrl: string; orderId: string }>();
    expect(new URL(checkoutUrl).searchParams.get('amount')).toBe('4788');
    expect(new URL(checkoutUrl).searchParams.get('currency')).toBe('GBP');
    expect(await pay.orderRow(t, orderId)).toMatchObject({ amount: 4788, currency: 'GBP' });
  });

  it('refuses an unknown plan or period with 400 and stores no order', async () => {
    const { token, id } = await kit.newMember(t);
    const bodies = [
      { planType: 'free', priceType: 'monthly' },
      { planType: 'gold', priceType: 'monthly' },
      { planType: 'pro', priceType: 'weekly' },
      { planType: 'premium' },
      { priceType: 'annual' },
      {},
    ];
    for (const body of bodies) {
      const res = await pay.post(t, token, 'create-checkout-session', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ErrorResponse>().fields).toBeDefined();
    }
    expect((await pay.billingState(t, id)).orders).toEqual([]);
  });
});

describe('paying on the mock page', () => {
  it('upgrades for a calendar month on success, once, however often it is replayed', async () => {
    t.clock.set(new Date('2026-01-31T12:00:00Z'));
    const m = await paidMember('pro');
    expect(m.window.result.json()).toEqual({ status: 'paid' });
    const user = await pay.me(t, m.token);
    expect(user.subscription).toMatchObject({
      type: 'pro',
      priceType: 'monthly',
      cancelAtPeriodEnd: false,
      launchOffer: false,
    });
    // 31 January + 1 calendar month = 28 February.
    expect(user.subscription.expiredAt).toMatch(/^2026-02-28T12:00/);
    pay.expectMonthsAfter(user.subscription.expiredAt, m.window, 1);

    const verified = await pay.verifyPayment(t, m.token, m.orderId);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, status: 'paid', user });

    const before = await pay.billingState(t, m.id);
    expect(before.orders.map((o) => o.status)).toEqual(['paid']);
    for (const outcome of ['success', 'cancelled', 'success'] as const) {
      const replay = await pay.mockComplete(t, m.token, m.orderId, outcome);
      expect(replay.json()).toEqual({ status: 'paid' });
    }
    expect((await pay.verifyPayment(t, m.token, m.orderId)).json()).toEqual(verified.json());
    expect(await pay.billingState(t, m.id)).toEqual(before);
  });

  it('gives twelve calendar months for an annual plan', async () => {
    t.clock.set(new Date('2028-02-29T09:00:00Z'));
    const m = await paidMember('premium', 'annual');
    const { subscription } = await pay.me(t, m.token);
    expect(subscription).toMatchObject({ type: 'premium', priceType: 'annual' });
    expect(subscription.expiredAt).toMatch(/^2029-02-28T09:00/);
    pay.expectMonthsAfter(subscription.expiredAt, m.window, 12);
  });

  it('leaves the user free when the payment is cancelled', async () => {
    const { token, id } = await kit.newMember(t);
    const { orderId } = await pay.startCheckout(t, token, 'premium', 'monthly');
    const pending = await pay.verifyPayment(t, token, orderId);
    expect(pending.json()).toMatchObject({ success: false, status: 'pending' });

    const res = await pay.mockComplete(t, token, orderId, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'cancelled' });
    expect((await pay.orderRow(t, orderId))?.status).toBe('cancelled');
    const verified = await pay.verifyPayment(t, token, orderId);
    expect(verified.json()).toMatchObject({ success: false, status: 'failed' });
    expect(verified.json<{ user: User }>().user.subscription.type).toBe('free');

    // A success after the cancel changes nothing.
    expect((await pay.mockComplete(t, token, orderId)).json()).toEqual({ status: 'cancelled' });
    expect((await pay.me(t, token)).subscription).toMatchObject({ type: 'free', expiredAt: null });
    expect((await pay.billingState(t, id)).orders.map((o) => o.status)).toEqual(['cancelled']);
  });

  it("answers 404 for another user's order and for an unknown one, changing nothing", async () => {
    const alice = await kit.newMember(t);
    const bob = await kit.newMember(t);
    const { orderId } = await pay.startCheckout(t, alice.token, 'pro', 'monthly');
    const before = [await pay.billingState(t, alice.id), await pay.billingState(t, bob.id)];
    for (const id of [orderId, randomUUID()]) {
      expect((await pay.verifyPayment(t, bob.token, id)).statusCode).toBe(404);
      expect((await pay.mockComplete(t, bob.token, id)).statusCode).toBe(404);
      expect((await pay.mockComplete(t, bob.token, id, 'cancelled')).statusCode).toBe(404);
    }
    expect((await pay.verifyPayment(t, alice.token, randomUUID())).statusCode).toBe(404);
    expect([await pay.billingState(t, alice.id), await pay.billingState(t, bob.id)]).toEqual(
      before,
    );
  });
});
