import { addDays, type Habit } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import { done, MONDAY, noon, scheduleSteps, THREE_A_WEEK, WORKDAYS } from '../../test/schedules.js';

/*
 * Schedules, day statuses and fair streaks through the API (docs/decisions/017-fair-streaks.md):
 * what the list, the stats and a check-in's reply say when a habit is owed on some weekdays or a
 * number of times a week, when days are protected, and when the clock or the zone moves.
 */
const t = useTestApp();
const { checkIn, create, listed, streakShown } = scheduleSteps(t);

describe('a Monday–Friday habit', () => {
  it('keeps its streak over the weekend, takes a Saturday without counting it, and goes on on Monday', async () => {
    const m = await kit.newMember(t, noon(MONDAY));
    const habit = await create(m, { schedule: WORKDAYS });
    expect(habit.schedule).toEqual(WORKDAYS);
    for (let n = 0; n < 5; n += 1) {
      const result = await checkIn(m, habit._id, addDays(MONDAY, n));
      expect(result.habit.streak).toEqual({ current: n + 1, longest: n + 1 });
      expect(result.streakIncremented).toBe(true);
    }

    const saturday = addDays(MONDAY, 5);
    await kit.moveClock(t, m, noon(saturday));
    expect(await streakShown(m, habit._id)).toEqual({ current: 5, longest: 5 });
    // A day off done anyway: recorded and paid, listed as done, but the streak stays.
    const extra = await checkIn(m, habit._id, saturday);
    expect(extra.streakIncremented).toBe(false);
    expect(extra.pointsEarned).toBe(10);
    expect(extra.habit.streak).toEqual({ current: 5, longest: 5 });
    expect(extra.habit.today).toMatchObject({ date: saturday, isComplete: true });

    await kit.moveClock(t, m, noon(addDays(MONDAY, 6)));
    expect(await streakShown(m, habit._id)).toEqual({ current: 5, longest: 5 });

    const nextMonday = addDays(MONDAY, 7);
    await kit.moveClock(t, m, noon(nextMonday));
    const before = await listed(m, habit._id);
    expect(before.streak).toEqual({ current: 5, longest: 5 });
    // Sunday is neither due nor done, and today is still open: neither is listed.
    expect(before.completions).toEqual([0, 1, 2, 3, 4, 5].map((n) => done(addDays(MONDAY, n))));

    const monday = await checkIn(m, habit._id, nextMonday);
    expect(monday.streakIncremented).toBe(true);
    expect(monday.habit.streak).toEqual({ current: 6, longest: 6 });
    expect(await streakShown(m, habit._id)).toEqual({ current: 6, longest: 6 });

    // The seventh due day in a row: the streak's ×1.5 points and its badge, though the calendar
    // run (Saturday, Monday, Tuesday) is broken by Sunday.
    const tuesday = await checkIn(m, habit._id, addDays(MONDAY, 8));
    expect(tuesday.habit.streak).toEqual({ current: 7, longest: 7 });
    expect(tuesday.pointsEarned).toBe(15);
    expect(tuesday.badges.map((b) => b.id)).toContain('streak-7');
  });

  it('ends its streak on a missed weekday, and lists that day as missed', async () => {
    const m = await kit.newMember(t, noon(MONDAY));
    const habit = await create(m, { schedule: { kind: 'weekdays', days: [1, 3, 5] } });
    await checkIn(m, habit._id, MONDAY);
    // Wednesday goes by; on Thursday (not due) the run is already over.
    await kit.moveClock(t, m, noon(addDays(MONDAY, 3)));
    const thursday = await listed(m, habit._id);
    expect(thursday.streak).toEqual({ current: 0, longest: 1 });
    expect(thursday.completions).toEqual([
      done(MONDAY),
      { date: addDays(MONDAY, 2), count: 0, status: 'missed' },
    ]);
  });
});

describe('a habit of three days a week', () => {
  it('counts weeks that met three, and a short past week ends the run', async () => {
    const m = await kit.newMember(t, noon(MONDAY));
    const habit = await create(m, { schedule: THREE_A_WEEK });
    const firstWeek = [0, 2, 4].map((n) => addDays(MONDAY, n));
    const secondWeek = [8, 10, 12].map((n) => addDays(MONDAY, n));
    for (const [i, day] of [...firstWeek, ...secondWeek].entries()) {
      const result = await checkIn(m, habit._id, day);
      const weeksMet = Math.floor((i + 1) / 3);
      expect(result.habit.streak, day).toEqual({ current: weeksMet, longest: weeksMet });
      // Only the check-in that meets a week grows the streak.
      expect(result.streakIncremented, day).toBe(i % 3 === 2);
    }

    // The third week is open: it cannot break the run yet, and no day of it is missed.
    await kit.moveClock(t, m, noon(addDays(MONDAY, 16)));
    expect(await streakShown(m, habit._id)).toEqual({ current: 2, longest: 2 });
    await checkIn(m, habit._id, addDays(MONDAY, 16));
    const midWeek = await listed(m, habit._id);
    expect(midWeek.completions).toEqual(
      [...firstWeek, ...secondWeek, addDays(MONDAY, 16)].map((day) => done(day)),
    );

    // It ended with one day of three: on the Monday after, the run is gone.
    await kit.moveClock(t, m, noon(addDays(MONDAY, 21)));
    expect(await streakShown(m, habit._id)).toEqual({ current: 0, longest: 2 });
  });
});

describe('statuses in the habit list', () => {
  it('lists done, partial and missed days, leaving out today while open and days not due', async () => {
    const m = await kit.newMember(t, noon(MONDAY));
    const daily = await create(m, { name: 'Water', dailyTarget: 2 });
    const someDays = await create(m, { name: 'Gym', schedule: { kind: 'weekdays', days: [1, 3] } });
    await checkIn(m, daily._id, MONDAY, 2);
    await checkIn(m, daily._id, addDays(MONDAY, 1), 1);

    const thursday = addDays(MONDAY, 3);
    await kit.moveClock(t, m, noon(thursday));
    const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    const water = list.find((h) => h._id === daily._id);
    const gym = list.find((h) => h._id === someDays._id);
    expect(water?.completions).toEqual([
      { date: MONDAY, count: 2, status: 'done' },
      { date: addDays(MONDAY, 1), count: 1, status: 'partial' },
      { date: addDays(MONDAY, 2), count: 0, status: 'missed' },
    ]);
    expect(water?.streak).toEqual({ current: 0, longest: 1 });
    expect(gym?.completions).toEqual([
      { date: MONDAY, count: 0, status: 'missed' },
      { date: addDays(MONDAY, 2), count: 0, status: 'missed' },
    ]);
    expect(gym?.schedule).toEqual({ kind: 'weekdays', days: [1, 3] });

    // Today is listed once it has a check-in.
    const today = await checkIn(m, daily._id, thursday, 1);
    expect(today.habit.completions.at(-1)).toEqual({ date: thursday, count: 1, status: 'partial' });
  });

  it('lists a protected day as protected, and the streak lives through it without growing', async () => {
    const m = await kit.newMember(t, noon(MONDAY));
    const habit = await create(m, { dailyTarget: 2 });
    await checkIn(m, habit._id, MONDAY, 2);
    await checkIn(m, habit._id, addDays(MONDAY, 1), 2);
    // Wednesday: one of two, then skipped (a protection row as POST /skip or a vacation writes).
    const wednesday = addDays(MONDAY, 2);
    await checkIn(m, habit._id, wednesday, 1);
    await kit.protectDay(t, m, habit._id, wednesday);
    await kit.moveClock(t, m, noon(addDays(MONDAY, 3)));
    expect(await streakShown(m, habit._id)).toEqual({ current: 2, longest: 2 });

    const thursday = await checkIn(m, habit._id, addDays(MONDAY, 3), 2);
    expect(thursday.streakIncremented).toBe(true);
    expect(thursday.habit.streak).toEqual({ current: 3, longest: 3 });
    expect(thursday.pointsEarned).toBe(20);

    // Friday is protected ahead (a freeze, say) and never done; Saturday goes on from the run.
    const friday = addDays(MONDAY, 4);
    await kit.protectDay(t, m, habit._id, friday, 'freeze');
    await kit.moveClock(t, m, noon(friday));
    const protectedToday = await listed(m, habit._id);
    expect(protectedToday.completions.at(-1)).toEqual({
      date: friday,
      count: 0,
      status: 'protected',
    });
    await kit.moveClock(t, m, noon(addDays(MONDAY, 5)));
    const saturday = await listed(m, habit._id);
    expect(saturday.streak).toEqual({ current: 3, longest: 3 });
    expect(saturday.completions).toEqual([
      done(MONDAY, 2),
      done(addDays(MONDAY, 1), 2),
      { date: wednesday, count: 1, status: 'protected' },
      done(addDays(MONDAY, 3), 2),
      { date: friday, count: 0, status: 'protected' },
    ]);
    const after = await checkIn(m, habit._id, addDays(MONDAY, 5), 2);
    expect(after.habit.streak).toEqual({ current: 4, longest: 4 });
    expect(await streakShown(m, habit._id)).toEqual({ current: 4, longest: 4 });
  });
});
