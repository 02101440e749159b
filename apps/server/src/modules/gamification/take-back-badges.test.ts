import { addDays, type CompleteResult, type Habit } from '@streakwise/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointEntries } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

/*
 * What else an undo takes back (docs/decisions/026-taking-back-rewards.md): the perfect week an
 * undo on its Sunday breaks, and the badges whose rule the undo breaks. Badges earned on other
 * grounds stay: points spent on a freeze, a streak badge of an earlier run, another habit's streak.
 */
const t = useTestApp();

const at = (day: string) => `${day}T12:00:00Z`;
const create = (m: kit.Member, name: string, dailyTarget = 1) =>
  kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget }, 201);
const complete = async (m: kit.Member, habit: Habit, count = habit.dailyTarget) =>
  kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count }));
const undo = async (m: kit.Member, habit: Habit) =>
  kit.okResult(await kit.undoCheckIn(t, m.token, habit._id));
const earned = (m: kit.Member) => kit.earnedBadges(t, m.token);
const bonusesOf = (r: CompleteResult) => r.bonuses.map((b) => `${b.reason}${b.points}`);
const takenBack = (r: CompleteResult) => (r.badgesTakenBack ?? []).map((b) => b.id);

async function perfectWeekEntries(m: kit.Member) {
  const rows = await db(t)
    .select({ key: pointEntries.bonusKey, amount: pointEntries.amount })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, m.id), eq(pointEntries.reason, 'perfect-week')))
    .orderBy(asc(pointEntries.createdAt));
  return rows.map((r) => [r.key, r.amount]);
}

/** Checks in `habits` every day from `monday` to the Saturday after. */
async function sixDays(m: kit.Member, monday: string, habits: Habit[]) {
  for (let n = 0; n < 6; n += 1) {
    await kit.moveClock(t, m, at(addDays(monday, n)));
    for (const habit of habits) await complete(m, habit);
  }
}

describe('a perfect week undone on its Sunday', () => {
  it('takes back its bonus and its badge, and pays both again when Sunday is done again', async () => {
    const m = await kit.newMember(t, at('2026-11-16'));
    const read = await create(m, 'Read');
    const walk = await create(m, 'Walk', 2);
    await sixDays(m, '2026-11-16', [read, walk]);
    await kit.moveClock(t, m, at('2026-11-22'));
    await complete(m, read);
    const sunday = await complete(m, walk);
    expect(bonusesOf(sunday)).toEqual(['perfect-week100']);
    expect(sunday.badges.map((b) => b.id)).toContain('perfect-week');

    const undone = await undo(m, walk);
    expect(bonusesOf(undone)).toEqual(['perfect-week-100']);
    expect(undone.points).toBe(sunday.points - sunday.pointsEarned - 100);
    expect(takenBack(undone)).toContain('perfect-week');
    expect(await earned(m)).not.toContain('perfect-week');
    expect(await kit.books(t, m)).toBe(undone.points);

    const redone = await complete(m, walk);
    expect(bonusesOf(redone)).toEqual(['perfect-week100']);
    expect(redone.badges.map((b) => b.id)).toContain('perfect-week');
    expect(redone.points).toBe(sunday.points);
    expect(await perfectWeekEntries(m)).toEqual([
      ['perfect-week:2026-11-16', 100],
      ['perfect-week:2026-11-16:revoked:1', -100],
      ['perfect-week:2026-11-16:2', 100],
    ]);
    expect(await kit.books(t, m)).toBe(sunday.points);
  });

  it('keeps the perfect-week badge that an earlier week earned', async () => {
    const m = await kit.newMember(t, at('2026-11-09'));
    const read = await create(m, 'Read');
    await sixDays(m, '2026-11-09', [read]);
    await kit.moveClock(t, m, at('2026-11-15'));
    expect(bonusesOf(await complete(m, read))).toContain('perfect-week100');
    await sixDays(m, '2026-11-16', [read]);
    await kit.moveClock(t, m, at('2026-11-22'));
    expect(bonusesOf(await complete(m, read))).toContain('perfect-week100');

    const undone = await undo(m, read);
    expect(bonusesOf(undone)).toEqual(['perfect-week-100']);
    expect(takenBack(undone)).not.toContain('perfect-week');
    expect(await earned(m)).toContain('perfect-week');
  });

  it('a habit not due on Sunday does not break the week when its Sunday check-in is undone', async () => {
    const m = await kit.newMember(t, at('2026-11-16'));
    const read = await create(m, 'Read');
    const gym = await kit.addHabit(
      t,
      m.token,
      {
        name: 'Gym',
        category: 'Fitness',
        dailyTarget: 1,
        schedule: { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
      },
      201,
    );
    await sixDays(m, '2026-11-16', [read]);
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']) {
      await kit.moveClock(t, m, at(day));
      await complete(m, gym);
    }
    await kit.moveClock(t, m, at('2026-11-22'));
    expect(bonusesOf(await complete(m, read))).toContain('perfect-week100');
    await complete(m, gym); // done on a day it is not due
    const undone = await undo(m, gym);
    expect(undone.bonuses).toEqual([]);
    expect(await earned(m)).toContain('perfect-week');
  });
});

describe('badges after an undo', () => {
  it('a streak badge goes with the check-in that earned it, and comes back with the next', async () => {
    const m = await kit.newMember(t, at('2026-11-16'));
    const read = await create(m, 'Read');
    await complete(m, read);
    await kit.moveClock(t, m, at('2026-11-17'));
    await complete(m, read);
    await kit.moveClock(t, m, at('2026-11-18'));
    expect((await complete(m, read)).badges.map((b) => b.id)).toEqual(['streak-3']);

    const undone = await undo(m, read);
    expect(undone.habit.streak.current).toBe(2);
    expect(takenBack(undone)).toEqual(['streak-3']);
    expect(await earned(m)).not.toContain('streak-3');
    expect((await complete(m, read)).badges.map((b) => b.id)).toEqual(['streak-3']);
  });

  it('a streak badge of an earlier run, or held by another habit, stays', async () => {
    const m = await kit.newMember(t, at('2026-11-02'));
    const read = await create(m, 'Read');
    for (const day of ['2026-11-02', '2026-11-03', '2026-11-04']) {
      await kit.moveClock(t, m, at(day));
      await complete(m, read);
    }
    expect(await earned(m)).toContain('streak-3');
    // A new run of 'Read' after a gap reaches 3 again; undoing it leaves 2.
    for (const day of ['2026-11-09', '2026-11-10', '2026-11-11']) {
      await kit.moveClock(t, m, at(day));
      await complete(m, read);
    }
    const earlierRun = await undo(m, read);
    expect(earlierRun.habit.streak.current).toBe(2);
    expect(takenBack(earlierRun)).toEqual([]);
    expect(await earned(m)).toContain('streak-3');

    // A fresh account: two habits at 3 days, the badge earned by the first; undoing it leaves
    // the second at 3.
    const other = await kit.newMember(t, at('2026-11-16'));
    const a = await create(other, 'Run');
    const b = await create(other, 'Row');
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-18']) {
      await kit.moveClock(t, other, at(day));
      await complete(other, a);
      await complete(other, b);
    }
    const undone = await undo(other, a);
    expect(takenBack(undone)).toEqual([]);
    expect(await earned(other)).toContain('streak-3');
  });

  it('Century Club stays when the points were spent on a freeze, not undone', async () => {
    const m = await kit.newMember(t, at('2026-11-16'));
    const a = await create(m, 'Run', 10);
    const b = await create(m, 'Row', 10);
    const c = await create(m, 'Yoga', 1);
    await complete(m, a); // 100
    await complete(m, b); // 200 (the week's challenge asks for 13 habit-days)
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/gamification/freezes',
      headers: bearer(m.token),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await kit.books(t, m)).toBe(0);
    await complete(m, c);
    const undone = await undo(m, c);
    expect(undone.points).toBe(0);
    expect(undone.bonuses).toEqual([]);
    expect(takenBack(undone)).toEqual([]);
    expect(await earned(m)).toContain('points-100');
  });
});
