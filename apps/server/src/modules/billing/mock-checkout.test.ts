import { randomUUID } from 'node:crypto';
import { addMonths, type ErrorResponse, type Habit, type User } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { habits } from '../../db/schema.js';
import * as pay from '../../test/billing.js';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import { stripeEnv, useStripeTestApp } from '../../test/stripe-stand-in.js';
import { TEST_VAPID } from '../../test/vapid.js';

const t = useTestApp();

const WALK = { name: 'Morning walk', category: 'Health', dailyTarget: 1 } as const;

/** A free member who has paid for `plan` on the mock page; the window "now" lay in. */
async function paidMember(plan: 'pro' | 'premium', price: 'monthly' | 'annual' = 'monthly') {
  const m = await kit.newMember(t);
  const { orderId } = await pay.startCheckout(t, m.token, plan, price);
  const paid = await pay.timed(t, () => pay.mockComplete(t, m.token, orderId));
  expect(paid.result.statusCode, paid.result.body).toBe(200);
  return { ...m, orderId, window: paid };
}

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

describe('renewal, expiry and cancellation', () => {
  it('extends a renewal of the same active plan from its current expiry', async () => {
    t.clock.set(new Date('2026-03-10T10:00:00Z'));
    const m = await paidMember('pro');
    const first = (await pay.me(t, m.token)).subscription.expiredAt ?? '';
    const again = await pay.startCheckout(t, m.token, 'pro', 'monthly');
    expect((await pay.mockComplete(t, m.token, again.orderId)).statusCode).toBe(200);
    const second = (await pay.me(t, m.token)).subscription;
    expect(second.expiredAt).toBe(addMonths(new Date(first), 1).toISOString());
    expect(second.expiredAt).toMatch(/^2026-05-10T10:00/);

    // Another plan starts from now, plus the days the unused Pro time buys (two months of Pro
    // left: 499 x 61/30 = 1015 pence, 31 days of Premium; docs/decisions/006-upgrade-credit.md).
    const premium = await pay.startCheckout(t, m.token, 'premium', 'monthly');
    expect(premium).toMatchObject({ credit: 1015, creditDays: 31 });
    const switched = await pay.timed(t, () => pay.mockComplete(t, m.token, premium.orderId));
    const third = (await pay.me(t, m.token)).subscription;
    expect(third.type).toBe('premium');
    const extra = 31 * 86_400_000;
    pay.expectMonthsAfter(
      new Date(new Date(third.expiredAt ?? '').getTime() - extra).toISOString(),
      switched,
      1,
    );
  });

  it('extends once when one order is completed several times at the same moment', async () => {
    const m = await paidMember('premium');
    const first = (await pay.me(t, m.token)).subscription.expiredAt ?? '';
    const { orderId } = await pay.startCheckout(t, m.token, 'premium', 'monthly');
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => pay.mockComplete(t, m.token, orderId)),
    );
    expect(replies.map((r) => r.json<{ status: string }>().status)).toEqual(Array(5).fill('paid'));
    expect((await pay.me(t, m.token)).subscription.expiredAt).toBe(
      addMonths(new Date(first), 1).toISOString(),
    );
  });

  it('is free again once expiredAt has passed, and keeps the date', async () => {
    t.clock.set(new Date('2026-04-01T10:00:00Z'));
    const m = await paidMember('premium');
    const { expiredAt } = (await pay.me(t, m.token)).subscription;
    t.clock.set(new Date(new Date(expiredAt ?? '').getTime() + 60_000));

    // The first request after the expiry is a sign-in: its user is already free.
    const expired = { type: 'free', priceType: null, expiredAt, cancelAtPeriodEnd: false };
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: m.person.email, password: m.person.password },
    });
    expect(login.json<{ user: User }>().user.subscription).toMatchObject(expired);
    const token = login.json<{ token: string }>().token;
    expect((await pay.me(t, token)).subscription).toMatchObject(expired);
  });

  it('says free on every one of several simultaneous requests after the expiry', async () => {
    t.clock.set(new Date('2026-04-02T10:00:00Z'));
    const m = await paidMember('pro');
    t.clock.set(new Date('2026-05-03T10:00:00Z'));
    const token = await pay.tokenFor(t, m.id);
    const users = await Promise.all(Array.from({ length: 8 }, () => pay.me(t, token)));
    expect(users.map((u) => u.subscription.type)).toEqual(Array(8).fill('free'));
  });

  it('cancel keeps the plan until its expiry, then the user is free', async () => {
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    const m = await paidMember('pro', 'annual');
    const { expiredAt } = (await pay.me(t, m.token)).subscription;
    const res = await pay.cancelPlan(t, m.token);
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = { type: 'pro', priceType: 'annual', expiredAt, cancelAtPeriodEnd: true };
    expect(res.json<{ user: User }>().user.subscription).toMatchObject(cancelled);

    await kit.moveClock(t, m, '2027-05-31T10:00:00Z');
    expect((await pay.me(t, m.token)).subscription).toMatchObject(cancelled);
    await kit.moveClock(t, m, '2027-06-02T10:00:00Z');
    expect((await pay.me(t, m.token)).subscription).toMatchObject({ type: 'free', expiredAt });
  });

  it('refuses to cancel the free plan with 409', async () => {
    const { token, id } = await kit.newMember(t);
    const before = await pay.billingState(t, id);
    const res = await pay.cancelPlan(t, token);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().code).toBe('CONFLICT');
    expect(await pay.billingState(t, id)).toEqual(before);
  });

  it('never deletes habits on a downgrade; it only blocks adding', async () => {
    t.clock.set(new Date('2026-07-01T10:00:00Z'));
    const m = await paidMember('premium');
    for (let i = 0; i < 5; i += 1) await kit.addHabit(t, m.token, WALK, 201);
    await kit.moveClock(t, m, '2026-08-02T10:00:00Z');

    const listed = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    expect(listed).toHaveLength(5);
    const more = await kit.createHabit(t, m.token, WALK);
    expect(more.statusCode).toBe(403);
    expect(more.json<ErrorResponse>().code).toBe('HABIT_LIMIT');
    expect(await kit.countRows(t, habits, m.id)).toBe(5);
  });
});

describe('the mock payment page without the mock provider', () => {
  describe('with PAYMENT_PROVIDER=stripe', () => {
    const app = useStripeTestApp();
    it('answers mock/complete with 404 and changes nothing', async () => {
      const { token, id } = await kit.newMember(app.t);
      const { orderId } = await pay.startCheckout(app.t, token, 'pro', 'monthly');
      const res = await pay.mockComplete(app.t, token, orderId);
      expect(res.statusCode).toBe(404);
      expect(await pay.billingState(app.t, id)).toMatchObject({
        user: { plan: 'free' },
        orders: [{ status: 'pending' }],
      });
    });
  });

  describe('in production', () => {
    const production = {
      NODE_ENV: 'production',
      TEST_CLOCK: '0',
      SMTP_URL: 'smtp://127.0.0.1:9',
    };
    const app = useStripeTestApp(production);
    it('answers mock/complete with 404 and changes nothing', async () => {
      const [account] = await pay.insertAccounts(app.t, 1, { verified: true });
      const token = await pay.tokenFor(app.t, account?.id ?? '');
      const { orderId } = await pay.startCheckout(app.t, token, 'premium', 'annual');
      expect((await pay.mockComplete(app.t, token, orderId)).statusCode).toBe(404);
      expect((await pay.orderRow(app.t, orderId))?.status).toBe('pending');
      expect((await pay.me(app.t, token)).subscription.type).toBe('free');
    });

    it('refuses to start with PAYMENT_PROVIDER=mock', () => {
      const env = { ...production, ...TEST_VAPID, ...stripeEnv({ url: 'http://127.0.0.1:9' }) };
      const config = { ...env, JWT_SECRET: 'x'.repeat(40), APP_URL: 'https://streakwise.test' };
      expect(loadConfig(config).paymentProvider).toBe('stripe');
      const withMock = () => loadConfig({ ...config, PAYMENT_PROVIDER: 'mock' });
      expect(withMock).toThrow(ConfigError);
      expect(withMock).toThrow(/PAYMENT_PROVIDER/);
      expect(withMock).toThrow(
        'PAYMENT_PROVIDER=mock is refused in production: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
      );
    });
  });
});
