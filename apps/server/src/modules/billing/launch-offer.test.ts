import { addMonths } from '@streakwise/shared';
import { and, count, inArray, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appCounters, users } from '../../db/schema.js';
import * as pay from '../../test/billing.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp, type TestApp } from '../../test/helper.js';

/** GET /api/auth/verify-email/<token> for every token at once; the statuses. */
async function verifyAllAtOnce(t: TestApp, tokens: string[]): Promise<number[]> {
  const replies = await Promise.all(
    tokens.map((token) => t.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` })),
  );
  return replies.map((r) => r.statusCode);
}

const firstLinks = (accounts: pay.InsertedAccount[]) => accounts.map((a) => a.verifyToken);

/** How many of these accounts are on each plan, and how many hold the offer. */
async function tally(t: TestApp, ids: string[]) {
  const rows = await db(t)
    .select({ plan: users.plan, launchOffer: users.launchOffer, n: count() })
    .from(users)
    .where(inArray(users.id, ids))
    .groupBy(users.plan, users.launchOffer);
  return Object.fromEntries(rows.map((r) => [`${r.plan}${r.launchOffer ? '+offer' : ''}`, r.n]));
}

describe('the launch offer', () => {
  const t = useTestApp({ LAUNCH_OFFER_LIMIT: '100' });

  it('gives a newly verified account Premium for one month', async () => {
    t.clock.set(new Date('2026-01-31T09:00:00Z'));
    const verified = await pay.timed(t, () => kit.newMember(t));
    const { subscription } = await pay.me(t, verified.result.token);
    expect(subscription).toMatchObject({ type: 'premium', launchOffer: true });
    expect(subscription.expiredAt).toMatch(/^2026-02-28T09:00/);
    pay.expectMonthsAfter(subscription.expiredAt, verified, 1);

    // It ends like any plan, and is not given again.
    await kit.moveClock(t, verified.result, addMonths(new Date('2026-01-31T09:00:00Z'), 2));
    expect((await pay.me(t, verified.result.token)).subscription).toMatchObject({
      type: 'free',
      launchOffer: true,
      expiredAt: subscription.expiredAt,
    });
  });

  it('is given once per account; a used link is refused', async () => {
    const [account] = await pay.insertAccounts(t, 1);
    if (!account) throw new Error('no account');
    expect(await verifyAllAtOnce(t, [account.verifyToken])).toEqual([200]);
    expect(await tally(t, [account.id])).toEqual({ 'premium+offer': 1 });
    // A used link is refused and changes nothing.
    expect(await verifyAllAtOnce(t, [account.verifyToken])).toEqual([400]);
    expect(await tally(t, [account.id])).toEqual({ 'premium+offer': 1 });
  });
});

describe('the launch offer under concurrent verification', () => {
  const t = useTestApp({ LAUNCH_OFFER_LIMIT: '100' });

  it('goes to exactly 100 of 150 accounts verifying at the same moment', async () => {
    const accounts = await pay.insertAccounts(t, 150);
    const statuses = await verifyAllAtOnce(t, firstLinks(accounts));
    expect(statuses).toEqual(Array(150).fill(200));

    const ids = accounts.map((a) => a.id);
    expect(await tally(t, ids)).toEqual({ 'premium+offer': 100, free: 50 });
    const [verified] = await db(t)
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.id, ids), isNotNull(users.emailVerifiedAt)));
    expect(verified?.n).toBe(150);

    // The offer is over: the next account stays free.
    const late = await kit.newMember(t);
    expect((await pay.me(t, late.token)).subscription).toMatchObject({
      type: 'free',
      launchOffer: false,
    });
  });
});

describe('an account following two of its verification links at once', () => {
  const t = useTestApp({ LAUNCH_OFFER_LIMIT: '3' });

  it('uses up one place of the offer, not two', async () => {
    const doubles = await pay.insertAccounts(t, 3, { links: 2 });
    const statuses = await verifyAllAtOnce(
      t,
      doubles.flatMap((a) => a.verifyTokens),
    );
    expect(statuses).toEqual(Array(6).fill(200));
    expect(
      await tally(
        t,
        doubles.map((a) => a.id),
      ),
    ).toEqual({ 'premium+offer': 3 });
    const [counter] = await db(t).select().from(appCounters);
    expect(counter?.value).toBe(3);
  });
});

describe('with LAUNCH_OFFER_LIMIT=0', () => {
  const t = useTestApp({ LAUNCH_OFFER_LIMIT: '0' });

  it('gives the offer to nobody', async () => {
    const accounts = await pay.insertAccounts(t, 5);
    expect(await verifyAllAtOnce(t, firstLinks(accounts))).toEqual(Array(5).fill(200));
    expect(
      await tally(
        t,
        accounts.map((a) => a.id),
      ),
    ).toEqual({ free: 5 });
    const m = await kit.newMember(t);
    expect((await pay.me(t, m.token)).subscription).toMatchObject({
      type: 'free',
      expiredAt: null,
      launchOffer: false,
    });
  });
});

describe('GET /api/site/launch-offer', () => {
  const t = useTestApp({ LAUNCH_OFFER_LIMIT: '2' });
  const status = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/launch-offer' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=10');
    return res.json<unknown>();
  };

  it('counts the places down as accounts verify, and says when the offer has ended', async () => {
    expect(await status()).toEqual({ limit: 2, remaining: 2, active: true });
    await kit.newMember(t);
    expect(await status()).toEqual({ limit: 2, remaining: 1, active: true });
    await kit.newMember(t);
    expect(await status()).toEqual({ limit: 2, remaining: 0, active: false });
    await kit.newMember(t);
    expect(await status()).toEqual({ limit: 2, remaining: 0, active: false });
  });
});

describe('GET /api/site/launch-offer with LAUNCH_OFFER_LIMIT=0', () => {
  const t = useTestApp({ LAUNCH_OFFER_LIMIT: '0' });

  it('says the offer is not running', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/launch-offer' });
    expect(res.json()).toEqual({ limit: 0, remaining: 0, active: false });
  });
});
