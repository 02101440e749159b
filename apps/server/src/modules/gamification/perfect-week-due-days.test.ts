import { addDays, PERFECT_WEEK_BONUS, type Habit, type Schedule } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayProtections, habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';

/*
 * A perfect week asks each habit for its due days only, and a protected due day (rest, vacation,
 * freeze) keeps a streak but is not done, so it does not make the week perfect
 * (docs/decisions/017-fair-streaks.md, "Points and badges"): the bonus is paid by the check-in
 * that completes the week's Sunday (gamification/rewards.ts `payCheckIn`).
 */
const t = useTestApp();

const MONDAY = '2026-11-02';
const WORKWEEK: Schedule = { kind: 'weekdays', days: [1, 2, 3, 4, 5] };
const noon = (day: string) => `${day}T12:00:00Z`;

/**
 * A habit created now with a schedule. The schedule is written straight in the table, so these
 * tests depend on the stored habit only, not on the create endpoint (habits module).
 */
async function habitWith(m: kit.Member, name: string, schedule: Schedule): Promise<Habit> {
  const habit = await kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 1 }, 201);
  await db(t).update(habits).set({ schedule }).where(eq(habits.id, habit._id));
  return habit;
}

/** A skip of one habit-day, as `POST /api/habits/:id/skip` stores it. */
async function protect(m: kit.Member, habit: Habit, day: string): Promise<void> {
  await db(t)
    .insert(dayProtections)
    .values({ habitId: habit._id, userId: m.id, day, kind: 'skip', reason: 'sick' });
}

/** Checks in each habit on each day given, at noon; the reply of the last check-in. */
async function week(m: kit.Member, plan: Record<string, Habit[]>) {
  let last;
  for (const day of Object.keys(plan).sort()) {
    await kit.moveClock(t, m, noon(day));
    for (const habit of plan[day] ?? []) {
      last = kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    }
  }
  if (!last) throw new Error('no check-in');
  return last;
}

/** Monday to Sunday: `daily` every day, `workweek` on the weekdays except those left out. */
function days(daily: Habit, workweek: Habit, except: string[] = []): Record<string, Habit[]> {
  return Object.fromEntries(
    Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i)).map((day, i) => [
      day,
      i < 5 && !except.includes(day) ? [workweek, daily] : [daily],
    ]),
  );
}

const perfectWeek = { reason: 'perfect-week', points: PERFECT_WEEK_BONUS };

describe('a perfect week on due days', () => {
  it('pays a Monday–Friday habit done on its five days beside a daily one done on all seven', async () => {
    const m = await kit.newMember(t, noon(MONDAY));
    const walk = await habitWith(m, 'Walk', { kind: 'daily' });
    const work = await habitWith(m, 'Deep work', WORKWEEK);
    const sunday = await week(m, days(walk, work));
    expect(sunday.bonuses).toContainEqual(perfectWeek);
    expect(sunday.badges.map((b) => b.id)).toContain('perfect-week');
    expect(await kit.earnedBadges(t, m.token)).toContain('perfect-week');
  });

  it('pays neither when a weekday was protected nor when it was simply missed', async () => {
    const wednesday = addDays(MONDAY, 2);
    const rested = await kit.newMember(t, noon(MONDAY));
    const restedWalk = await habitWith(rested, 'Walk', { kind: 'daily' });
    const restedWork = await habitWith(rested, 'Deep work', WORKWEEK);
    await protect(rested, restedWork, wednesday);
    const notPaid = await week(rested, days(restedWalk, restedWork, [wednesday]));
    expect(notPaid.bonuses.map((b) => b.reason)).not.toContain('perfect-week');
    // The protection did keep the streak: Monday, Tuesday, Thursday and Friday done.
    const listed = await kit.getJson<Habit[]>(t, rested.token, '/api/habits');
    expect(listed.find((h) => h.name === 'Deep work')?.streak.current).toBe(4);

    const missed = await kit.newMember(t, noon(MONDAY));
    const walk = await habitWith(missed, 'Walk', { kind: 'daily' });
    const work = await habitWith(missed, 'Deep work', WORKWEEK);
    const unpaid = await week(missed, days(walk, work, [wednesday]));
    expect(unpaid.bonuses.map((b) => b.reason)).not.toContain('perfect-week');
    expect(await kit.earnedBadges(t, missed.token)).not.toContain('perfect-week');
  });

  it('asks a weekly habit for its times in the week, on any days', async () => {
    /** `walk` every day of the week, `swim` on the days given (0 = Monday). */
    const plan = (walk: Habit, swim: Habit, swimDays: number[]) =>
      Object.fromEntries(
        Array.from({ length: 7 }, (_, i) => [
          addDays(MONDAY, i),
          swimDays.includes(i) ? [swim, walk] : [walk],
        ]),
      );
    const m = await kit.newMember(t, noon(MONDAY));
    const walk = await habitWith(m, 'Walk', { kind: 'daily' });
    const swim = await habitWith(m, 'Swim', { kind: 'weekly', times: 3 });
    expect((await week(m, plan(walk, swim, [0, 3, 5]))).bonuses).toContainEqual(perfectWeek);

    const short = await kit.newMember(t, noon(MONDAY));
    const shortWalk = await habitWith(short, 'Walk', { kind: 'daily' });
    const shortSwim = await habitWith(short, 'Swim', { kind: 'weekly', times: 3 });
    const result = await week(short, plan(shortWalk, shortSwim, [0, 3]));
    expect(result.bonuses.map((b) => b.reason)).not.toContain('perfect-week');
  });
});
