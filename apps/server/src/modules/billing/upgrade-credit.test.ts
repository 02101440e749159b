import { addMonths, type CheckoutQuote, type PriceType } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema.js';
import * as pay from '../../test/billing.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

const t = useTestApp();
const DAY_MS = 86_400_000;

const quote = async (m: kit.Member, planType: string, priceType: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/subscription/quote?planType=${planType}&priceType=${priceType}`,
    headers: bearer(m.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckoutQuote>();
};

/** Pays `orderId` on the mock page; the window "now" lay in. */
async function payOrder(m: kit.Member, orderId: string) {
  const paid = await pay.timed(t, () => pay.mockComplete(t, m.token, orderId));
  expect(paid.result.statusCode, paid.result.body).toBe(200);
  return paid;
}

/** A member who bought `plan` at `iso` on the mock page. */
async function subscriber(iso: string, plan: 'pro' | 'premium', priceType: PriceType = 'monthly') {
  const m = await kit.newMember(t, iso);
  const { orderId } = await pay.startCheckout(t, m.token, plan, priceType);
  await payOrder(m, orderId);
  return m;
}

/** `expiredAt` is `months` calendar months plus `days` days after an instant of the window. */
function expectPeriodPlusDays(
  expiredAt: string | null,
  window: { before: Date; after: Date },
  months: number,
  days: number,
) {
  const at = new Date(expiredAt ?? Number.NaN).getTime();
  expect(at).toBeGreaterThanOrEqual(addMonths(window.before, months).getTime() + days * DAY_MS);
  expect(at).toBeLessThanOrEqual(addMonths(window.after, months).getTime() + days * DAY_MS);
}

describe('upgrading from Pro to Premium', () => {
  it('credits the unused half of a Pro month as extra days of Premium', async () => {
    // Pro monthly from 1 March to 1 April 2026 (31 days); just over half is left on 16 March.
    const m = await subscriber('2026-03-01T11:00:00Z', 'pro');
    expect((await pay.me(t, m.token)).subscription.expiredAt).toMatch(/^2026-04-01T11:00/);
    await kit.moveClock(t, m, '2026-03-16T22:00:00Z');

    // 499 x 15.54/31 = 250 pence, which buys 250/999 of a 31-day Premium month: 7 whole days.
    expect(await quote(m, 'premium', 'monthly')).toEqual({
      amount: 999,
      credit: 250,
      creditDays: 7,
    });
    const checkout = await pay.startCheckout(t, m.token, 'premium', 'monthly');
    expect(checkout).toMatchObject({ credit: 250, creditDays: 7 });
    expect(await pay.orderRow(t, checkout.orderId)).toMatchObject({
      plan: 'premium',
      amount: 999,
      credit: 250,
    });

    const paid = await payOrder(m, checkout.orderId);
    const { subscription } = await pay.me(t, m.token);
    expect(subscription).toMatchObject({ type: 'premium', priceType: 'monthly' });
    expectPeriodPlusDays(subscription.expiredAt, paid, 1, 7);
  });

  it('values the Pro time at the price the user paid for it, for either Premium period', async () => {
    const m = await kit.newMember(t, '2026-05-01T12:00:00Z');
    // Pro monthly until 1 June, paid at an older price of £3.00 (no order at today's price).
    await db(t)
      .update(users)
      .set({ plan: 'pro', priceType: 'monthly', expiredAt: new Date('2026-06-01T12:00:00Z') })
      .where(eq(users.id, m.id));
    await db(t)
      .insert(orders)
      .values({
        userId: m.id,
        plan: 'pro',
        priceType: 'monthly',
        amount: 300,
        status: 'paid',
        provider: 'mock',
        paidAt: new Date('2026-05-01T12:00:00Z'),
      });
    await kit.moveClock(t, m, '2026-05-11T12:00:00Z');

    // 300 x 21/31 = 203 pence: 6 days of a 31-day Premium month, 7 of a 365-day Premium year.
    expect(await quote(m, 'premium', 'monthly')).toEqual({
      amount: 999,
      credit: 203,
      creditDays: 6,
    });
    expect(await quote(m, 'premium', 'annual')).toEqual({
      amount: 9588,
      credit: 203,
      creditDays: 7,
    });
  });

  it('counts the same Pro time once, even when two Premium checkouts are paid', async () => {
    const m = await subscriber('2026-07-01T12:00:00Z', 'pro');
    await kit.moveClock(t, m, '2026-07-16T12:00:00Z');
    const first = await pay.startCheckout(t, m.token, 'premium', 'monthly');
    const second = await pay.startCheckout(t, m.token, 'premium', 'monthly');
    expect(second.credit).toBe(first.credit);
    expect(first.creditDays).toBeGreaterThan(0);

    await payOrder(m, first.orderId);
    const upgraded = (await pay.me(t, m.token)).subscription.expiredAt ?? '';
    await payOrder(m, second.orderId);
    // The second is a Premium renewal: one month on from the current expiry, no extra days.
    expect((await pay.me(t, m.token)).subscription.expiredAt).toBe(
      addMonths(new Date(upgraded), 1).toISOString(),
    );
  });
});

describe('no upgrade credit', () => {
  it('for a free user, a Pro renewal, a Premium renewal or an expired Pro plan', async () => {
    const free = await kit.newMember(t, '2026-08-03T12:00:00Z');
    const pro = await subscriber('2026-08-03T12:00:00Z', 'pro');
    const premium = await subscriber('2026-08-03T12:00:00Z', 'premium');
    for (const [m, plan] of [
      [free, 'premium'],
      [pro, 'pro'],
      [premium, 'premium'],
    ] as const) {
      await kit.moveClock(t, m, '2026-08-10T12:00:00Z');
      expect(await quote(m, plan, 'monthly')).toMatchObject({ credit: 0, creditDays: 0 });
      const checkout = await pay.startCheckout(t, m.token, plan, 'annual');
      expect(checkout).toMatchObject({ credit: 0, creditDays: 0 });
      expect((await pay.orderRow(t, checkout.orderId))?.credit).toBe(0);
    }

    const { orderId } = await pay.startCheckout(t, free.token, 'premium', 'monthly');
    const paid = await payOrder(free, orderId);
    pay.expectMonthsAfter((await pay.me(t, free.token)).subscription.expiredAt, paid, 1);

    await kit.moveClock(t, pro, '2026-09-04T12:00:00Z'); // a day after Pro ended
    expect(await quote(pro, 'premium', 'monthly')).toMatchObject({ credit: 0, creditDays: 0 });
  });

  it('refuses a quote for an unknown plan or period with 400, and needs a token', async () => {
    const m = await kit.newMember(t);
    for (const query of ['planType=free&priceType=monthly', 'planType=premium', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/subscription/quote?${query}`,
        headers: bearer(m.token),
      });
      expect(res.statusCode, query).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/quote?planType=premium&priceType=monthly',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
