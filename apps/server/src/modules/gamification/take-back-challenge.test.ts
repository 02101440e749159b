import type { CompleteResult, GamificationStats, Habit } from '@streakwise/shared';
import { and, asc, eq, isNull, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkIns, pointEntries } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';

/*
 * An undo that takes the week below its challenge's target takes the bonus back, in the ledger
 * (docs/decisions/026-taking-back-rewards.md); reaching the target again pays it again, so a week
 * never nets more than one bonus.
 */
const t = useTestApp();

/** Monday 16 November 2026, 09:00 in London. */
const MONDAY = '2026-11-16T09:00:00Z';

const create = (m: kit.Member, name: string, dailyTarget: number) =>
  kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget }, 201);
const complete = async (m: kit.Member, habit: Habit, count = 1) =>
  kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count }));
const undo = async (m: kit.Member, habit: Habit) =>
  kit.okResult(await kit.undoCheckIn(t, m.token, habit._id));
const stats = (m: kit.Member) =>
  kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);

/** The week's challenge entries in the ledger, oldest first: [bonus key, amount]. */
async function challengeEntries(m: kit.Member) {
  const rows = await db(t)
    .select({ key: pointEntries.bonusKey, amount: pointEntries.amount })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, m.id), eq(pointEntries.reason, 'weekly-challenge')))
    .orderBy(asc(pointEntries.createdAt));
  return rows.map((r) => [r.key, r.amount]);
}
const netBonus = async (m: kit.Member) =>
  (await challengeEntries(m)).reduce((total, [, amount]) => total + Number(amount), 0);

/** Check-in units of the user still standing (not undone). */
async function liveUnits(m: kit.Member) {
  const [row] = await db(t)
    .select({ units: sum(checkIns.units) })
    .from(checkIns)
    .where(and(eq(checkIns.userId, m.id), isNull(checkIns.undoneAt)));
  return Number(row?.units ?? 0);
}

/** What must hold after any mix of check-ins and undos in the week: one bonus at most. */
async function expectOneBonusAtMost(m: kit.Member, target: number) {
  const units = await liveUnits(m);
  const net = await netBonus(m);
  expect(net, `${units} units`).toBe(units >= target ? 50 : 0);
  const challenge = (await stats(m)).weeklyChallenge;
  expect(challenge).toMatchObject({ progress: units, completed: units >= target });
  await kit.books(t, m);
}

const bonusesOf = (r: CompleteResult) => r.bonuses.map((b) => `${b.reason}${b.points}`);
const takenBack = (r: CompleteResult) => (r.badgesTakenBack ?? []).map((b) => b.id);

describe('undoing the check-ins that reached the weekly challenge', () => {
  it('five check-ins and five undos leave 0 points, no bonus, no Century Club, the challenge open', async () => {
    const m = await kit.newMember(t, MONDAY);
    const habit = await create(m, 'Read', 5); // one habit: the week's target is 5
    const done: CompleteResult[] = [];
    for (let n = 0; n < 5; n += 1) done.push(await complete(m, habit));
    expect(bonusesOf(done[4] as CompleteResult)).toEqual(['weekly-challenge50']);
    expect(done[4]?.points).toBe(100);
    expect(await kit.earnedBadges(t, m.token)).toContain('points-100');

    const undone: CompleteResult[] = [];
    for (let n = 0; n < 5; n += 1) undone.push(await undo(m, habit));

    // The first undo takes the week to 4 of 5: the bonus goes with it, and so does the badge its
    // points paid for.
    const first = undone[0] as CompleteResult;
    expect(first).toMatchObject({
      points: 40,
      pointsEarned: -10,
      bonuses: [{ reason: 'weekly-challenge', points: -50 }],
      weeklyChallenge: { target: 5, progress: 4, completed: false },
    });
    expect(takenBack(first)).toEqual(['points-100']);
    for (const later of undone.slice(1)) {
      expect(later.bonuses).toEqual([]);
      expect(takenBack(later)).toEqual([]);
    }
    expect(undone[4]).toMatchObject({
      points: 0,
      weeklyChallenge: { progress: 0, completed: false },
    });

    expect(await kit.books(t, m)).toBe(0);
    const after = await stats(m);
    expect(after.weeklyChallenge).toMatchObject({ progress: 0, completed: false });
    expect(after.badges.map((b) => b.id)).toEqual(['first-habit']);
    expect(await kit.earnedBadges(t, m.token)).toEqual(['first-habit']);
    // Taken back by an entry of its own, never by deleting the payment.
    expect(await challengeEntries(m)).toEqual([
      ['weekly-challenge:2026-11-16', 50],
      ['weekly-challenge:2026-11-16:revoked:1', -50],
    ]);
  });

  it('pays the bonus again when the week reaches its target again, once', async () => {
    const m = await kit.newMember(t, MONDAY);
    const habit = await create(m, 'Walk', 10);
    for (let n = 0; n < 5; n += 1) await complete(m, habit);
    const below = await undo(m, habit);
    expect(bonusesOf(below)).toEqual(['weekly-challenge-50']);

    const again = await complete(m, habit);
    expect(bonusesOf(again)).toEqual(['weekly-challenge50']);
    expect(again.weeklyChallenge).toMatchObject({ progress: 5, completed: true });
    expect(again.points).toBe(100);
    expect(again.badges.map((b) => b.id)).toEqual(['points-100']);
    // Past the target nothing more is paid, and an undo that stays at the target takes nothing.
    expect(bonusesOf(await complete(m, habit))).toEqual([]);
    const stillThere = await undo(m, habit);
    expect(stillThere.bonuses).toEqual([]);
    expect(stillThere.weeklyChallenge).toMatchObject({ progress: 5, completed: true });

    expect(await kit.books(t, m)).toBe(100);
    expect((await stats(m)).weeklyChallenge).toMatchObject({ progress: 5, completed: true });
    expect(await challengeEntries(m)).toEqual([
      ['weekly-challenge:2026-11-16', 50],
      ['weekly-challenge:2026-11-16:revoked:1', -50],
      ['weekly-challenge:2026-11-16:2', 50],
    ]);
  });

  it('nets one bonus at most however often the target is reached and undone', async () => {
    const m = await kit.newMember(t, MONDAY);
    const habit = await create(m, 'Stretch', 5);
    for (let cycle = 1; cycle <= 4; cycle += 1) {
      const reached = await complete(m, habit, 5);
      expect(bonusesOf(reached), `cycle ${cycle}`).toEqual(['weekly-challenge50']);
      expect(reached.points).toBe(100);
      await expectOneBonusAtMost(m, 5);
      const back = await undo(m, habit);
      expect(bonusesOf(back), `cycle ${cycle}`).toEqual(['weekly-challenge-50']);
      expect(back.points).toBe(0);
      await expectOneBonusAtMost(m, 5);
    }
    const keys = (await challengeEntries(m)).map(([key]) => key);
    expect(keys).toEqual([
      'weekly-challenge:2026-11-16',
      'weekly-challenge:2026-11-16:revoked:1',
      'weekly-challenge:2026-11-16:2',
      'weekly-challenge:2026-11-16:revoked:2',
      'weekly-challenge:2026-11-16:3',
      'weekly-challenge:2026-11-16:revoked:3',
      'weekly-challenge:2026-11-16:4',
      'weekly-challenge:2026-11-16:revoked:4',
    ]);
  });

  it('a later day keeps the bonus the week already earned', async () => {
    const m = await kit.newMember(t, MONDAY);
    const habit = await create(m, 'Swim', 5);
    await complete(m, habit, 5);
    await kit.moveClock(t, m, '2026-11-17T09:00:00Z');
    await complete(m, habit, 2);
    const back = await undo(m, habit);
    expect(back.bonuses).toEqual([]);
    expect(back.weeklyChallenge).toMatchObject({ progress: 5, completed: true });
    expect(await netBonus(m)).toBe(50);
  });
});

describe('simultaneous check-ins and undos', () => {
  it('never pay or take back the bonus twice', async () => {
    const m = await kit.newMember(t, MONDAY, { plan: 'premium' });
    // Two habits: the week's target is 10.
    const a = await create(m, 'Run', 10);
    const b = await create(m, 'Row', 10);
    const checkIn = (habit: Habit) => kit.completeHabit(t, m.token, habit._id, { count: 1 });
    const undoOne = (habit: Habit) => kit.undoCheckIn(t, m.token, habit._id);

    const ok = (replies: { statusCode: number }[]) =>
      expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);

    ok(await Promise.all(Array.from({ length: 12 }, (_, i) => checkIn(i % 2 ? a : b))));
    expect(await liveUnits(m)).toBe(12);
    await expectOneBonusAtMost(m, 10);

    ok(await Promise.all(Array.from({ length: 12 }, (_, i) => undoOne(i % 2 ? a : b))));
    expect(await liveUnits(m)).toBe(0);
    await expectOneBonusAtMost(m, 10);

    // Crossing the target up and down at once, round after round.
    for (let round = 0; round < 4; round += 1) {
      ok(await Promise.all(Array.from({ length: 10 }, (_, i) => checkIn(i % 2 ? a : b))));
      ok(
        await Promise.all(
          Array.from({ length: 8 }, (_, i) => (i % 2 ? undoOne(a) : checkIn(i % 4 ? a : b))),
        ),
      );
      await expectOneBonusAtMost(m, 10);
      ok(await Promise.all(Array.from({ length: 12 }, (_, i) => undoOne(i % 2 ? a : b))));
      await expectOneBonusAtMost(m, 10);
    }
    const entries = await challengeEntries(m);
    const paid = entries.filter(([, amount]) => Number(amount) > 0).length;
    const back = entries.filter(([, amount]) => Number(amount) < 0).length;
    expect(paid - back).toBe((await liveUnits(m)) >= 10 ? 1 : 0);
  });
});
