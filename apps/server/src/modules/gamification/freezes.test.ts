import type { BuyFreezeResult, ErrorResponse, GamificationStats } from '@streakwise/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointEntries, users } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

/*
 * Buying streak freezes (docs/decisions/017-fair-streaks.md, "Freezes"): 200 points each, at most
 * 2 held, one transaction behind the user's lock; the total always equals the ledger's sum. Their
 * use on missed days is habits/freeze-judge.test.ts.
 */
const t = useTestApp();

const buy = (m: kit.Member, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gamification/freezes',
    headers: { ...bearer(m.token), ...(key !== undefined ? { 'idempotency-key': key } : {}) },
  });

const stats = (m: kit.Member) =>
  kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);

/**
 * A Pro member who earned points the ordinary way, on a Wednesday: `habits` habits with a target of
 * 10, each checked in 10 times (100 points apiece), and the weekly challenge's 50 from the third:
 * its target was fixed at 3 habit-days with the first habit (docs/decisions/042-weekly-challenge-effort.md).
 */
async function earner(habits: number): Promise<kit.Member> {
  const m = await kit.newMember(t, '2026-05-06T11:00:00Z', { plan: 'pro' });
  for (let n = 0; n < habits; n += 1) {
    const habit = await kit.addHabit(
      t,
      m.token,
      { name: `Habit ${n}`, category: 'Health', dailyTarget: 10 },
      201,
    );
    kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count: 10 }));
  }
  return m;
}

/** The purchases in the user's ledger: [amount, day] each. */
async function purchases(m: kit.Member) {
  const rows = await db(t)
    .select({ amount: pointEntries.amount, day: pointEntries.day })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, m.id), eq(pointEntries.reason, 'freeze-bought')));
  return rows.map((r) => [r.amount, r.day]);
}

/** Everything a purchase changes: a refused one must leave it as it was. */
async function holdings(m: kit.Member) {
  const [row] = await db(t)
    .select({ held: users.freezesHeld, mark: users.freezesJudgedThrough })
    .from(users)
    .where(eq(users.id, m.id));
  return {
    row,
    ledger: await kit.ledger(t, m.id),
    points: await kit.books(t, m),
    freezes: (await stats(m)).freezes,
  };
}

function expectRefused(res: { statusCode: number; json: <T>() => T }, body: ErrorResponse) {
  expect(res.statusCode).toBe(409);
  expect(res.json<ErrorResponse>()).toEqual(body);
}

describe('POST /api/gamification/freezes', () => {
  it('buys a freeze for 200 points: a ledger entry of −200, 200 points fewer, one held', async () => {
    const m = await earner(2);
    expect(await kit.books(t, m)).toBe(200);
    expect((await stats(m)).freezes).toEqual({ held: 0, max: 2, price: 200, recentUses: [] });

    const res = await buy(m);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BuyFreezeResult>()).toEqual({
      points: 0,
      freezes: { held: 1, max: 2, price: 200, recentUses: [] },
    });
    expect(await purchases(m)).toEqual([[-200, '2026-05-06']]);
    const after = await stats(m);
    expect(after.points).toBe(0);
    expect(after.freezes).toEqual({ held: 1, max: 2, price: 200, recentUses: [] });
    expect(await kit.books(t, m)).toBe(0);
    const logged = t.logs.filter((line) => line.includes('"freeze.bought"'));
    expect(logged.some((line) => line.includes(m.id))).toBe(true);
  });

  it('refuses a third freeze with FREEZE_LIMIT and changes nothing', async () => {
    const m = await earner(6);
    expect(await kit.books(t, m)).toBe(650);
    expect((await buy(m)).statusCode).toBe(200);
    expect((await buy(m)).statusCode).toBe(200);
    const before = await holdings(m);
    expect(before.points).toBe(250);
    expect(before.freezes.held).toBe(2);

    expectRefused(await buy(m), {
      message: 'You already hold the most streak freezes you can (2)',
      code: 'FREEZE_LIMIT',
    });
    expect(await holdings(m)).toEqual(before);
    expect(await purchases(m)).toHaveLength(2);
  });

  it('refuses a freeze with NOT_ENOUGH_POINTS below 200 points and changes nothing', async () => {
    const m = await earner(1);
    const before = await holdings(m);
    expect(before.points).toBe(100);

    expectRefused(await buy(m), {
      message: 'A streak freeze costs 200 points',
      code: 'NOT_ENOUGH_POINTS',
    });
    expect(await holdings(m)).toEqual(before);
    expect(await purchases(m)).toEqual([]);
  });

  it('buys once for a replayed Idempotency-Key, and again for a new key', async () => {
    const m = await earner(6);
    const first = await buy(m, 'freeze-1');
    const replay = await buy(m, 'freeze-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(first.json<BuyFreezeResult>().points).toBe(450);
    expect(await purchases(m)).toHaveLength(1);
    expect((await stats(m)).freezes.held).toBe(1);
    expect(await kit.books(t, m)).toBe(450);

    expect(buyOk(await buy(m, 'freeze-2'))).toMatchObject({ points: 250, freezes: { held: 2 } });
    // The first key still answers with its own reply, even now that the limit is reached.
    expect((await buy(m, 'freeze-1')).json()).toEqual(first.json());
    expect(await purchases(m)).toHaveLength(2);
    expect(await kit.books(t, m)).toBe(250);
  });

  it('lets one of two purchases at once through when the points pay for one', async () => {
    const m = await earner(2);
    const answers = await Promise.all([buy(m), buy(m)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json<ErrorResponse>().code).toBe(
      'NOT_ENOUGH_POINTS',
    );
    expect(await purchases(m)).toHaveLength(1);
    expect((await stats(m)).freezes.held).toBe(1);
    expect(await kit.books(t, m)).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/gamification/freezes' });
    expect(res.statusCode).toBe(401);
  });
});

function buyOk(res: { statusCode: number; body: string; json: <T>() => T }): BuyFreezeResult {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BuyFreezeResult>();
}
