import { addMonths } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as pay from '../../test/billing.js';
import * as kit from '../../test/habits.js';
import * as events from '../../test/stripe-events.js';
import { postWebhook, useStripeTestApp } from '../../test/stripe-stand-in.js';

const { t, stripe } = useStripeTestApp();
const DAY_MS = 86_400_000;

const sessionOf = (orderId: string) => events.sessionOf(stripe, orderId);
const completedEvent = (orderId: string, subscription: string) =>
  events.completedEvent(stripe, orderId, subscription);

/** A Pro monthly member since `iso` (fulfilled by webhook), moved to `upgradeAt`. */
async function proUpgrading(iso: string, upgradeAt: string) {
  const m = await kit.newMember(t, iso);
  const pro = await pay.startCheckout(t, m.token, 'pro', 'monthly');
  expect((await postWebhook(t, completedEvent(pro.orderId, `sub_${m.id}`))).statusCode).toBe(200);
  await kit.moveClock(t, m, upgradeAt);
  return m;
}

function expectMonthPlusDays(expiredAt: string | null, window: { before: Date; after: Date }) {
  const at = new Date(expiredAt ?? Number.NaN).getTime();
  expect(at).toBeGreaterThanOrEqual(addMonths(window.before, 1).getTime() + 7 * DAY_MS);
  expect(at).toBeLessThanOrEqual(addMonths(window.after, 1).getTime() + 7 * DAY_MS);
}

describe('the upgrade credit with Stripe', () => {
  it('charges the Premium price and adds the credit days when the webhook fulfils', async () => {
    // As with the mock: 250 pence of a 31-day Pro month left, 7 days of Premium.
    const m = await proUpgrading('2026-03-01T11:00:00Z', '2026-03-16T22:00:00Z');
    const checkout = await pay.startCheckout(t, m.token, 'premium', 'monthly');
    expect(checkout).toMatchObject({ credit: 250, creditDays: 7 });
    const sent = Object.fromEntries(stripe.requests.at(-1)?.form ?? []);
    expect(sent['line_items[0][price_data][unit_amount]']).toBe('999');

    const delivered = await pay.timed(t, () =>
      postWebhook(t, completedEvent(checkout.orderId, 'sub_premium')),
    );
    expect(delivered.result.statusCode).toBe(200);
    const { subscription } = await pay.me(t, m.token);
    expect(subscription.type).toBe('premium');
    expectMonthPlusDays(subscription.expiredAt, delivered);
  });

  it('adds the same days when verify-payment fulfils', async () => {
    const m = await proUpgrading('2026-03-01T11:00:00Z', '2026-03-16T22:00:00Z');
    const checkout = await pay.startCheckout(t, m.token, 'premium', 'monthly');
    stripe.pay(sessionOf(checkout.orderId).id, 'sub_premium_verify');
    const verified = await pay.timed(t, () =>
      pay.verifyPayment(t, m.token, sessionOf(checkout.orderId).id),
    );
    expect(verified.result.json()).toMatchObject({ success: true, status: 'paid' });
    const { subscription } = await pay.me(t, m.token);
    expect(subscription.type).toBe('premium');
    expectMonthPlusDays(subscription.expiredAt, verified);
  });
});
