import type { ErrorResponse, GamificationStats, Habit, User } from '@streakwise/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkIns, completions, pointEntries } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';

const t = useTestApp();

const create = (m: kit.Member, dailyTarget: number) =>
  kit.addHabit(t, m.token, { name: `Habit x${dailyTarget}`, category: 'Other', dailyTarget });
const complete = (m: kit.Member, id: string, body?: { count: number }) =>
  kit.completeHabit(t, m.token, id, body);
const undo = (m: kit.Member, id: string) => kit.undoCheckIn(t, m.token, id);

/** The books balance: ledger sum = users.points = stats.points = /me points. Returns the total. */
async function books(m: kit.Member): Promise<number> {
  const total = await kit.ledgerSum(t, m.id);
  const points = await kit.storedPoints(t, m.id);
  const stats = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats');
  const me = await kit.getJson<{ user: User }>(t, m.token, '/api/auth/me');
  expect({ users: points, stats: stats.points, me: me.user.points }).toEqual({
    users: total,
    stats: total,
    me: total,
  });
  return total;
}

describe('progress towards the daily target', () => {
  it('counts +1 three times to a target of 3, then refuses with 409', async () => {
    const m = await kit.newMember(t, '2026-04-06T09:00:00Z');
    const habit = await create(m, 3);
    const steps = [];
    for (let i = 0; i < 3; i += 1) steps.push(kit.okResult(await complete(m, habit._id)));
    expect(steps.map((s) => s.progress)).toEqual([
      { completed: 1, target: 3 },
      { completed: 2, target: 3 },
      { completed: 3, target: 3 },
    ]);
    expect(steps.map((s) => s.streakIncremented)).toEqual([false, false, true]);
    expect(steps.map((s) => s.pointsEarned)).toEqual([10, 10, 10]);
    expect(steps[2]?.habit.today).toEqual({
      date: '2026-04-06',
      completed: 3,
      target: 3,
      isComplete: true,
    });
    expect(steps[2]?.habit.streak).toEqual({ current: 1, longest: 1 });
    expect(steps[2]?.points).toBe(30);

    const fourth = await complete(m, habit._id);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json<ErrorResponse>()).toEqual({
      message: 'Daily goal already completed! 🎉',
      code: 'ALREADY_COMPLETE',
    });
    expect(await books(m)).toBe(30);
  });

  it('caps a count past the target at the target', async () => {
    const m = await kit.newMember(t, '2026-04-06T09:00:00Z');
    const habit = await create(m, 3);
    const result = kit.okResult(await complete(m, habit._id, { count: 5 }));
    expect(result).toMatchObject({
      progress: { completed: 3, target: 3 },
      pointsEarned: 30,
      streakIncremented: true,
      points: 30,
    });
    const rows = await db(t).select().from(checkIns).where(eq(checkIns.habitId, habit._id));
    expect(rows.map((r) => r.units)).toEqual([3]);
    const [day] = await db(t).select().from(completions).where(eq(completions.habitId, habit._id));
    expect(day?.count).toBe(3);
    expect(await books(m)).toBe(30);
  });
});

describe('undo', () => {
  it("reverses today's check-ins one by one, then has nothing to undo", async () => {
    const m = await kit.newMember(t, '2026-04-07T09:00:00Z');
    const habit = await create(m, 4);
    kit.okResult(await complete(m, habit._id));
    const both = kit.okResult(await complete(m, habit._id, { count: 3 }));
    expect(both).toMatchObject({ progress: { completed: 4 }, points: 40, streakIncremented: true });
    expect(both.habit.streak.current).toBe(1);

    const first = kit.okResult(await undo(m, habit._id));
    expect(first).toMatchObject({
      progress: { completed: 1, target: 4 },
      points: 10,
      pointsEarned: -30,
      streakIncremented: false,
      bonuses: [],
      badges: [],
    });
    expect(first.habit.streak).toEqual({ current: 0, longest: 0 });
    expect(first.habit.today.isComplete).toBe(false);
    expect(await books(m)).toBe(10);
    // The week's challenge counts the day once it is done, and the undo that takes the day below
    // its target takes that habit-day back, as the stats then say.
    expect(both.weeklyChallenge.progress).toBe(1);
    expect(first.weeklyChallenge.progress).toBe(0);
    const stats = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats');
    expect(first.weeklyChallenge).toEqual(stats.weeklyChallenge);

    const second = kit.okResult(await undo(m, habit._id));
    expect(second).toMatchObject({ progress: { completed: 0 }, points: 0, pointsEarned: -10 });
    expect(second.weeklyChallenge.progress).toBe(0);
    expect(second.habit.completions).toEqual([]);
    expect(await books(m)).toBe(0);

    const none = await undo(m, habit._id);
    expect(none.statusCode).toBe(409);
    expect(none.json<ErrorResponse>().code).toBe('NOTHING_TO_UNDO');

    const undos = await db(t)
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, m.id), eq(pointEntries.reason, 'undo')));
    expect(undos.map((e) => e.amount).sort()).toEqual([-10, -30]);

    // Complete again after undoing everything: the same count and points as the first time.
    const again = kit.okResult(await complete(m, habit._id, { count: 4 }));
    expect(again).toMatchObject({ progress: { completed: 4 }, points: 40, pointsEarned: 40 });
    expect(await books(m)).toBe(40);
  });

  it("cannot undo yesterday's check-in", async () => {
    const m = await kit.newMember(t, '2026-04-08T09:00:00Z');
    const habit = await create(m, 1);
    kit.okResult(await complete(m, habit._id));
    await kit.moveClock(t, m, '2026-04-09T09:00:00Z');
    const res = await undo(m, habit._id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().code).toBe('NOTHING_TO_UNDO');
    const [listed] = await kit.getJson<Habit[]>(t, m.token, '/api/habits');
    expect(listed?.completions).toEqual([{ date: '2026-04-08', count: 1, status: 'done' }]);
    expect(listed?.streak).toEqual({ current: 1, longest: 1 });
    expect(await books(m)).toBe(10);
  });
});

describe('streaks over days', () => {
  it('a missed day resets the current streak but not the longest', async () => {
    const m = await kit.newMember(t, '2026-04-13T12:00:00Z');
    const habit = await create(m, 1);
    for (const day of ['2026-04-13', '2026-04-14', '2026-04-15']) {
      await kit.moveClock(t, m, `${day}T12:00:00Z`);
      kit.okResult(await complete(m, habit._id));
    }
    await kit.moveClock(t, m, '2026-04-16T12:00:00Z'); // missed: the streak is still alive until tomorrow
    expect((await kit.getJson<Habit[]>(t, m.token, '/api/habits'))[0]?.streak).toEqual({
      current: 3,
      longest: 3,
    });

    await kit.moveClock(t, m, '2026-04-17T12:00:00Z');
    expect((await kit.getJson<Habit[]>(t, m.token, '/api/habits'))[0]?.streak).toEqual({
      current: 0,
      longest: 3,
    });
    const stats = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats');
    expect(stats.streaks[habit._id]).toEqual({ current: 0, longest: 3 });

    const result = kit.okResult(await complete(m, habit._id));
    expect(result).toMatchObject({ streakIncremented: true, pointsEarned: 10 });
    expect(result.habit.streak).toEqual({ current: 1, longest: 3 });
    await books(m);
  });

  it('earns 15 per unit from the 7th day of a streak', async () => {
    const m = await kit.newMember(t, '2026-05-06T12:00:00Z'); // a Wednesday: no perfect week can finish inside the walk
    const habit = await create(m, 2);
    const earned: number[] = [];
    for (let day = 0; day < 8; day += 1) {
      await kit.moveClock(t, m, new Date(Date.UTC(2026, 4, 6 + day, 12)).toISOString());
      earned.push(kit.okResult(await complete(m, habit._id, { count: 2 })).pointsEarned);
    }
    expect(earned).toEqual([20, 20, 20, 20, 20, 20, 30, 30]);
    await books(m);
  });
});

describe('the weekly challenge', () => {
  it('pays its reward once a week while it stands, even after undo and redo', async () => {
    const m = await kit.newMember(t, '2026-04-20T09:00:00Z'); // Monday
    const habit = await create(m, 2);
    // One habit due every day: 5 of the week's 7 habit-days (docs/decisions/042-weekly-challenge-effort.md).
    const days = ['2026-04-20', '2026-04-21', '2026-04-22', '2026-04-23'];
    for (const day of days) {
      await kit.moveClock(t, m, `${day}T09:00:00Z`);
      kit.okResult(await complete(m, habit._id, { count: 2 }));
    }
    await kit.moveClock(t, m, '2026-04-24T09:00:00Z'); // Friday
    const half = kit.okResult(await complete(m, habit._id));
    expect(half.bonuses).toEqual([]);
    expect(half.weeklyChallenge).toMatchObject({
      title: 'Complete 5 habit-days this week',
      target: 5,
      progress: 4,
      completed: false,
      reward: 50,
      startsOn: '2026-04-20',
      endsOn: '2026-04-26',
    });
    const five = kit.okResult(await complete(m, habit._id));
    expect(five.bonuses).toEqual([{ reason: 'weekly-challenge', points: 50 }]);
    expect(five.weeklyChallenge).toMatchObject({ progress: 5, completed: true });
    expect(five.points).toBe(150);

    // The undo takes the day, and so the week, below its target, and the bonus with it; the redo
    // pays it again (docs/decisions/026-taking-back-rewards.md): the week nets one bonus.
    const undone = kit.okResult(await undo(m, habit._id));
    expect(undone.bonuses).toEqual([{ reason: 'weekly-challenge', points: -50 }]);
    expect(undone.weeklyChallenge).toMatchObject({ progress: 4, completed: false });
    expect(undone.points).toBe(90);
    const redo = kit.okResult(await complete(m, habit._id));
    expect(redo.bonuses).toEqual([{ reason: 'weekly-challenge', points: 50 }]);
    // Saturday's day done is one more habit-day, and pays nothing more.
    await kit.moveClock(t, m, '2026-04-25T09:00:00Z');
    expect(kit.okResult(await complete(m, habit._id, { count: 2 })).bonuses).toEqual([]);
    expect(await books(m)).toBe(170);

    const paid = await db(t)
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, m.id), eq(pointEntries.reason, 'weekly-challenge')));
    expect(paid.map((e) => [e.bonusKey, e.amount]).sort()).toEqual([
      ['weekly-challenge:2026-04-20', 50],
      ['weekly-challenge:2026-04-20:2', 50],
      ['weekly-challenge:2026-04-20:revoked:1', -50],
    ]);
  });
});
