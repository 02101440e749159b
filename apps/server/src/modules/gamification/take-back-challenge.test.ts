import type { CompleteResult, GamificationStats, Habit } from '@streakwise/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkIns, habits, pointEntries } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';

/*
 * An undo that takes a day below its target takes that habit-day back
 * (docs/decisions/042-weekly-challenge-effort.md); one that so takes the week below its challenge's
 * target takes the bonus back, in the ledger (docs/decisions/026-taking-back-rewards.md); reaching
 * the target again pays it again, so a week never nets more than one bonus.
 */
const t = useTestApp();

/** Monday 16 November 2026, 09:00 in London. */
const MONDAY = '2026-11-16T09:00:00Z';
const at = (day: string) => `${day}T09:00:00Z`;

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

/**
 * Habit-days done by the user's check-ins still standing (not undone): each habit and day whose
 * live units reach the habit's daily target (these tests never change a target).
 */
async function liveDays(m: kit.Member) {
  const rows = await db(t)
    .select({
      habitId: checkIns.habitId,
      day: checkIns.day,
      units: checkIns.units,
      target: habits.dailyTarget,
    })
    .from(checkIns)
    .innerJoin(habits, eq(habits.id, checkIns.habitId))
    .where(and(eq(checkIns.userId, m.id), isNull(checkIns.undoneAt)));
  const sums = new Map<string, { units: number; target: number }>();
  for (const r of rows) {
    const key = `${r.habitId}:${r.day}`;
    const sum = sums.get(key) ?? { units: 0, target: r.target };
    sums.set(key, { ...sum, units: sum.units + r.units });
  }
  return [...sums.values()].filter((d) => d.units >= d.target).length;
}

/** What must hold after any mix of check-ins and undos in the week: one bonus at most. */
async function expectOneBonusAtMost(m: kit.Member, target: number) {
  const days = await liveDays(m);
  const net = await netBonus(m);
  expect(net, `${days} habit-days`).toBe(days >= target ? 50 : 0);
  const challenge = (await stats(m)).weeklyChallenge;
  expect(challenge).toMatchObject({ progress: days, completed: days >= target });
  await kit.books(t, m);
}

const bonusesOf = (r: CompleteResult) => r.bonuses.map((b) => `${b.reason}${b.points}`);
const takenBack = (r: CompleteResult) => (r.badgesTakenBack ?? []).map((b) => b.id);

/**
 * A member from Monday with one habit due every day (the week's target: 5 of its 7 habit-days),
 * its days done Monday to Thursday; the clock on Friday.
 */
async function fourDaysDone(name: string, dailyTarget: number) {
  const m = await kit.newMember(t, MONDAY);
  const habit = await create(m, name, dailyTarget);
  for (const day of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']) {
    await kit.moveClock(t, m, at(day));
    await complete(m, habit, dailyTarget);
  }
  await kit.moveClock(t, m, at('2026-11-20'));
  return { m, habit };
}

describe('undoing the check-in that reached the weekly challenge', () => {
  it('takes back the bonus and Century Club with the day, and leaves the challenge open', async () => {
    const { m, habit } = await fourDaysDone('Read', 1);
    const friday = await complete(m, habit);
    expect(bonusesOf(friday)).toEqual(['weekly-challenge50']);
    expect(friday).toMatchObject({ points: 100, weeklyChallenge: { target: 5, progress: 5 } });
    expect(await kit.earnedBadges(t, m.token)).toContain('points-100');

    // The undo takes Friday below its target, so the week to 4 of 5: the bonus goes with it, and
    // so does the badge its points paid for.
    const back = await undo(m, habit);
    expect(back).toMatchObject({
      points: 40,
      pointsEarned: -10,
      bonuses: [{ reason: 'weekly-challenge', points: -50 }],
      weeklyChallenge: { target: 5, progress: 4, completed: false },
    });
    expect(takenBack(back)).toEqual(['points-100']);

    expect(await kit.books(t, m)).toBe(40);
    const after = await stats(m);
    expect(after.weeklyChallenge).toMatchObject({ progress: 4, completed: false });
    expect(await kit.earnedBadges(t, m.token)).not.toContain('points-100');
    // Taken back by an entry of its own, never by deleting the payment.
    expect(await challengeEntries(m)).toEqual([
      ['weekly-challenge:2026-11-16', 50],
      ['weekly-challenge:2026-11-16:revoked:1', -50],
    ]);
  });

  it('takes nothing back for an undo that leaves the day at its target or short already', async () => {
    const { m, habit } = await fourDaysDone('Walk', 3);
    await complete(m, habit, 2);
    const reached = await complete(m, habit, 1);
    expect(bonusesOf(reached)).toEqual(['weekly-challenge50']);
    expect(bonusesOf(await undo(m, habit))).toEqual(['weekly-challenge-50']);

    const again = await complete(m, habit, 1);
    expect(bonusesOf(again)).toEqual(['weekly-challenge50']);
    expect(again.weeklyChallenge).toMatchObject({ progress: 5, completed: true });
    // A sixth habit-day pays nothing more, and its undo takes nothing: the week stays at 5.
    const other = await create(m, 'Stretch', 1);
    const sixth = await complete(m, other);
    expect(sixth.bonuses).toEqual([]);
    expect(sixth.weeklyChallenge).toMatchObject({ progress: 6, completed: true });
    const stillThere = await undo(m, other);
    expect(stillThere.bonuses).toEqual([]);
    expect(stillThere.weeklyChallenge).toMatchObject({ progress: 5, completed: true });

    expect((await stats(m)).weeklyChallenge).toMatchObject({ progress: 5, completed: true });
    expect(await challengeEntries(m)).toEqual([
      ['weekly-challenge:2026-11-16', 50],
      ['weekly-challenge:2026-11-16:revoked:1', -50],
      ['weekly-challenge:2026-11-16:2', 50],
    ]);
    await kit.books(t, m);
  });

  it('nets one bonus at most however often the target is reached and undone', async () => {
    const { m, habit } = await fourDaysDone('Stretch', 5);
    for (let cycle = 1; cycle <= 4; cycle += 1) {
      const reached = await complete(m, habit, 5);
      expect(bonusesOf(reached), `cycle ${cycle}`).toEqual(['weekly-challenge50']);
      await expectOneBonusAtMost(m, 5);
      const back = await undo(m, habit);
      expect(bonusesOf(back), `cycle ${cycle}`).toEqual(['weekly-challenge-50']);
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
    const { m, habit } = await fourDaysDone('Swim', 1);
    await complete(m, habit);
    await kit.moveClock(t, m, at('2026-11-21'));
    await complete(m, habit);
    const back = await undo(m, habit);
    expect(back.bonuses).toEqual([]);
    expect(back.weeklyChallenge).toMatchObject({ progress: 5, completed: true });
    expect(await netBonus(m)).toBe(50);
  });
});

describe('simultaneous check-ins and undos', () => {
  it('never pay or take back the bonus twice', async () => {
    // Thursday 19 November: two habits owe 8 habit-days to Sunday, and the week asks for 5.
    const m = await kit.newMember(t, at('2026-11-19'), { plan: 'premium' });
    const a = await create(m, 'Run', 3);
    const b = await create(m, 'Row', 3);
    for (const day of ['2026-11-19', '2026-11-20']) {
      await kit.moveClock(t, m, at(day));
      for (const habit of [a, b]) await complete(m, habit, 3);
    }
    expect((await stats(m)).weeklyChallenge).toMatchObject({ target: 5, progress: 4 });
    await kit.moveClock(t, m, at('2026-11-21'));
    const checkIn = (habit: Habit) => kit.completeHabit(t, m.token, habit._id, { count: 1 });
    const undoOne = (habit: Habit) => kit.undoCheckIn(t, m.token, habit._id);

    const ok = (replies: { statusCode: number }[]) =>
      expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);

    ok(await Promise.all(Array.from({ length: 8 }, (_, i) => checkIn(i % 2 ? a : b))));
    expect(await liveDays(m)).toBe(6);
    await expectOneBonusAtMost(m, 5);

    ok(await Promise.all(Array.from({ length: 8 }, (_, i) => undoOne(i % 2 ? a : b))));
    expect(await liveDays(m)).toBe(4);
    await expectOneBonusAtMost(m, 5);

    // Crossing the target up and down at once, round after round.
    for (let round = 0; round < 4; round += 1) {
      ok(await Promise.all(Array.from({ length: 5 }, (_, i) => checkIn(i % 2 ? a : b))));
      ok(
        await Promise.all(
          Array.from({ length: 6 }, (_, i) => (i % 2 ? undoOne(a) : checkIn(i % 4 ? a : b))),
        ),
      );
      await expectOneBonusAtMost(m, 5);
      ok(await Promise.all(Array.from({ length: 8 }, (_, i) => undoOne(i % 2 ? a : b))));
      await expectOneBonusAtMost(m, 5);
    }
    const entries = await challengeEntries(m);
    const paid = entries.filter(([, amount]) => Number(amount) > 0).length;
    const back = entries.filter(([, amount]) => Number(amount) < 0).length;
    expect(paid - back).toBe((await liveDays(m)) >= 5 ? 1 : 0);
  });
});
