import { addDays, weekdayOf, type Habit, type Schedule } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayProtections, habits } from '../../db/schema.js';
import { db, useTestApp } from '../../test/helper.js';
import * as premium from '../../test/premium.js';

/*
 * Analytics and goals count due days (docs/decisions/017-fair-streaks.md, "Points and badges"):
 * a Monday–Friday habit is not marked down for its weekends, and a protected day is neither done
 * nor missed (`completionRateByDueDays`).
 */
const t = useTestApp();

/** Monday 15 June 2026; two weeks later, Sunday 28 June, is "today". */
const MONDAY = '2026-06-15';
const TODAY = addDays(MONDAY, 13);
const WEDNESDAY = addDays(MONDAY, 9); // 24 June
const WORKWEEK: Schedule = { kind: 'weekdays', days: [1, 2, 3, 4, 5] };
const isWeekday = (day: string) => weekdayOf(day) !== 0 && weekdayOf(day) !== 6;
const fortnight = Array.from({ length: 14 }, (_, i) => addDays(MONDAY, i));

/**
 * A member with one Monday–Friday habit created on MONDAY and checked in on the days given. The
 * schedule is written straight in the table, so the test depends on the stored habit only.
 */
async function workweekMember(days: readonly string[], guarded: readonly string[] = []) {
  const m = await premium.member(t, MONDAY);
  const habit = await premium.habitOn(t, m, MONDAY, { name: 'Deep work' });
  await db(t).update(habits).set({ schedule: WORKWEEK }).where(eq(habits.id, habit._id));
  for (const day of guarded) {
    await db(t)
      .insert(dayProtections)
      .values({ habitId: habit._id, userId: m.id, day, kind: 'skip', reason: null });
  }
  await premium.history(t, m, Object.fromEntries(days.map((day) => [day, [[habit, 1]]])));
  await premium.goTo(t, m, TODAY);
  return { m, habit };
}

const goalOf = async (m: premium.PlanMember, habit: Habit | null, body: object) =>
  premium.createGoal(t, m.token, {
    title: 'Goal',
    target: 50,
    ...(habit ? { habitId: habit._id } : {}),
    ...body,
  });

describe('analytics on due days', () => {
  it('rates a Monday–Friday habit done every weekday for two weeks at 100%, not 71%', async () => {
    const { m } = await workweekMember(fortnight.filter(isWeekday));
    const a = await premium.analytics(t, m.token, '30d');
    expect(a.overview.completionRate).toBe(100);
    const inFortnight = a.daily.filter((d) => d.date >= MONDAY);
    expect(inFortnight.map((d) => [d.date, d.completed, d.possible])).toEqual(
      fortnight.map((day) => (isWeekday(day) ? [day, 1, 1] : [day, 0, 0])),
    );
    expect(a.weekdays.map((w) => [w.label, w.completed, w.possible])).toEqual([
      ['Sun', 0, 0],
      ['Mon', 2, 2],
      ['Tue', 2, 2],
      ['Wed', 2, 2],
      ['Thu', 2, 2],
      ['Fri', 2, 2],
      ['Sat', 0, 0],
    ]);
    expect(a.categoryBreakdown).toEqual([
      { category: 'Health', habitCount: 1, completions: 10, completionRate: 100 },
    ]);
    // Its streak is the 10 weekdays, the weekends neither breaking nor adding to it.
    expect(a.streakAnalysis.currentStreaks).toEqual([
      expect.objectContaining({ habitName: 'Deep work', streak: 10, longestStreak: 10 }),
    ]);
    expect(a.daily.every((d) => d.protected === undefined)).toBe(true);
  });

  it('leaves a protected weekday out of the rate and counts it apart; a plain miss counts', async () => {
    const kept = await workweekMember(
      fortnight.filter((day) => isWeekday(day) && day !== WEDNESDAY),
      [WEDNESDAY],
    );
    const a = await premium.analytics(t, kept.m.token, '30d');
    expect(a.overview.completionRate).toBe(100);
    expect(a.daily.find((d) => d.date === WEDNESDAY)).toEqual({
      ...premium.dayRow(WEDNESDAY, 0, 0, 0),
      protected: 1,
    });
    expect(a.weekdays.find((w) => w.label === 'Wed')).toEqual({
      ...premium.weekdayRow(3, 1, 1, 100),
      protected: 1,
    });
    expect(a.streakAnalysis.currentStreaks[0]).toMatchObject({ streak: 9 });

    const missed = await workweekMember(
      fortnight.filter((day) => isWeekday(day) && day !== WEDNESDAY),
    );
    const b = await premium.analytics(t, missed.m.token, '30d');
    expect(b.overview.completionRate).toBe(90);
    expect(b.daily.find((d) => d.date === WEDNESDAY)).toEqual(premium.dayRow(WEDNESDAY, 0, 1, 0));
    expect(b.streakAnalysis.currentStreaks[0]).toMatchObject({ streak: 2, longestStreak: 7 });
  });

  it('does not count a weekend check-in of a weekday habit, which would pass 100%', async () => {
    const saturday = addDays(MONDAY, 5);
    const { m } = await workweekMember([...fortnight.filter(isWeekday), saturday].sort());
    const a = await premium.analytics(t, m.token, '30d');
    expect(a.overview.completionRate).toBe(100);
    expect(a.daily.find((d) => d.date === saturday)).toMatchObject({ completed: 0, possible: 0 });
  });
});

describe('goals on due days', () => {
  it('counts a weekday habit’s streak and frequency on its due days', async () => {
    const { m, habit } = await workweekMember([], []);
    const streak = await goalOf(m, habit, { type: 'streak', target: 20 });
    const frequency = await goalOf(m, habit, { type: 'frequency', target: 20 });
    const everyHabit = await goalOf(m, null, { type: 'frequency', target: 20 });
    // From the goals' day on: the two weeks after TODAY, every day checked in, weekends too.
    const next = Array.from({ length: 14 }, (_, i) => addDays(TODAY, i + 1));
    await premium.history(t, m, Object.fromEntries(next.map((day) => [day, [[habit, 1]]])));
    await premium.goTo(t, m, addDays(TODAY, 14));
    const currents = new Map((await premium.goals(t, m.token)).map((g) => [g._id, g.current]));
    // 10 weekdays; the 4 weekend check-ins are extras that count for none of them (14 on
    // calendar days). A weekend day, on which the only habit owes nothing, is no "all done" day.
    expect([streak, frequency, everyHabit].map((g) => currents.get(g._id))).toEqual([10, 10, 10]);
  });

  it('keeps a weekday streak goal across a protected day', async () => {
    const { m, habit } = await workweekMember(
      fortnight.filter((day) => isWeekday(day) && day !== WEDNESDAY),
      [WEDNESDAY],
    );
    const goal = await goalOf(m, habit, { type: 'streak', target: 20 });
    expect(goal.current).toBe(9);
  });
});
