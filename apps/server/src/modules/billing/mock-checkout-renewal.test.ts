import { addMonths, type ErrorResponse, type Habit, type User } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { habits } from '../../db/schema.js';
import * as pay from '../../test/billing.js';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import { mockCheckoutSteps, WALK } from '../../test/mock-checkout.js';
import { stripeEnv, useStripeTestApp } from '../../test/stripe-stand-in.js';
import { TEST_VAPID } from '../../test/vapid.js';

/*
 * The mock checkout (apps/server/src/modules/billing/mock-checkout.test.ts): renewal, expiry and
 * cancellation, and the mock payment page where the mock provider is not in use.
 */
const t = useTestApp();
const { paidMember } = mockCheckoutSteps(t);

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
