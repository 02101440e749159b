import { MESSAGES, type User } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import * as pay from '../../test/billing.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { completedEvent, subscriptionDeleted } from '../../test/stripe-events.js';
import { postWebhook, useStripeTestApp } from '../../test/stripe-stand-in.js';

/* POST /api/subscription/resume: a cancel undone before the period ends. */

const resume = (t: Parameters<typeof pay.post>[0], token: string) => pay.post(t, token, 'resume');
const subscriptionIn = (res: { json: <T>() => T }) => res.json<{ user: User }>().user.subscription;

describe('resuming a Stripe subscription', () => {
  const { t, stripe } = useStripeTestApp();
  const updates = (subscription: string) =>
    stripe.requests
      .filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscription}`)
      .map((r) => r.form.get('cancel_at_period_end'));

  async function cancelledMember() {
    const m = await kit.newMember(t, '2026-03-01T11:00:00Z');
    const subscription = `sub_${m.id.slice(0, 8)}`;
    const { orderId } = await pay.startCheckout(t, m.token, 'premium', 'monthly');
    await postWebhook(t, completedEvent(stripe, orderId, subscription));
    expect((await pay.cancelPlan(t, m.token)).statusCode).toBe(200);
    return { m, subscription };
  }

  it('tells Stripe to renew again, and the plan renews', async () => {
    const { m, subscription } = await cancelledMember();
    const res = await resume(t, m.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(subscriptionIn(res)).toMatchObject({ type: 'premium', cancelAtPeriodEnd: false });
    expect(updates(subscription)).toEqual(['true', 'false']);
    expect((await pay.me(t, m.token)).subscription.cancelAtPeriodEnd).toBe(false);

    // Nothing is cancelled now: 409, and Stripe is not asked again.
    const again = await resume(t, m.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES.nothingToResume });
    expect(updates(subscription)).toEqual(['true', 'false']);
  });

  it('is refused once Stripe has ended the subscription', async () => {
    const { m, subscription } = await cancelledMember();
    await postWebhook(t, subscriptionDeleted(subscription));
    const res = await resume(t, m.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.subscriptionEnded });
    expect(updates(subscription)).toEqual(['true']);
    expect((await pay.me(t, m.token)).subscription.cancelAtPeriodEnd).toBe(true);
  });
});

describe('resuming with the mock checkout', () => {
  const t = useTestApp();

  async function cancelledMember() {
    const m = await kit.newMember(t, '2026-05-10T09:00:00Z');
    const { orderId } = await pay.startCheckout(t, m.token, 'pro', 'monthly');
    expect((await pay.mockComplete(t, m.token, orderId)).statusCode).toBe(200);
    expect((await pay.cancelPlan(t, m.token)).statusCode).toBe(200);
    return m;
  }

  it('undoes the cancel before the period ends', async () => {
    const m = await cancelledMember();
    const res = await resume(t, m.token);
    expect(res.statusCode, res.body).toBe(200);
    const subscription = subscriptionIn(res);
    expect(subscription).toMatchObject({ type: 'pro', cancelAtPeriodEnd: false });
    expect(subscription.expiredAt).toMatch(/^2026-06-10T09:00/);
  });

  it('is refused with a sentence after the period has ended', async () => {
    const m = await cancelledMember();
    await kit.moveClock(t, m, '2026-06-11T09:00:00Z');
    const res = await resume(t, m.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.subscriptionEnded });
    expect((await pay.me(t, m.token)).subscription.type).toBe('free');
  });

  it('is refused on the free plan and for the launch offer, which never renews', async () => {
    const free = await kit.newMember(t);
    const res = await resume(t, free.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.nothingToResume });

    const offer = await kit.newMember(t);
    const expiredAt = new Date(t.clock.now().getTime() + 20 * 86_400_000);
    await db(t)
      .update(users)
      .set({ plan: 'premium', launchOffer: true, cancelAtPeriodEnd: true, expiredAt })
      .where(eq(users.id, offer.id));
    const refused = await resume(t, offer.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGES.launchOfferNotRenewable });
    expect((await pay.me(t, offer.token)).subscription.cancelAtPeriodEnd).toBe(true);
  });
});
