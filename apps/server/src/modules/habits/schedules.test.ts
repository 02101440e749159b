import {
  addDays,
  MESSAGES,
  type ErrorResponse,
  type GamificationStats,
  type Habit,
} from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import { logStatements } from '../../test/statements.js';

/*
 * Schedules, day statuses and fair streaks through the API (docs/decisions/017-fair-streaks.md):
 * what the list, the stats and a check-in's reply say when a habit is owed on some weekdays or a
 * number of times a week, when days are protected, and when the clock or the zone moves.
 */
const t = useTestApp();

const MONDAY = '2026-11-02';
/** Noon in London in November (GMT): the same calendar day everywhere from UTC−11 to UTC+11. */
const noon = (day: string) => `${day}T12:00:00Z`;
const WORKDAYS = { kind: 'weekdays', days: [1, 2, 3, 4, 5] } as const;
const THREE_A_WEEK = { kind: 'weekly', times: 3 } as const;

const create = (m: kit.Member, extra: object = {}) =>
  kit.addHabit(
    t,
    m.token,
    { name: 'Stand-up', category: 'Productivity', dailyTarget: 1, ...extra },
    201,
  );

async function listed(m: kit.Member, habitId: string): Promise<Habit> {
  const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
  const habit = list.find((h) => h._id === habitId);
  if (!habit) throw new Error('habit not listed');
  return habit;
}

/** The streak the list shows, after checking that the stats say the same. */
async function streakShown(m: kit.Member, habitId: string) {
  const { streak } = await listed(m, habitId);
  const stats = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);
  expect(stats.streaks[habitId]).toEqual(streak);
  return streak;
}

/** A check-in at `instant` (noon on a day by default), expecting a 200. */
async function checkIn(m: kit.Member, habitId: string, instant: string, count?: number) {
  await kit.moveClock(t, m, instant.length === 10 ? noon(instant) : instant);
  return kit.okResult(await kit.completeHabit(t, m.token, habitId, { count }));
}

const done = (date: string, count = 1) => ({ date, count, status: 'done' });

/** How many SQL statements a request sent (authentication, BEGIN and COMMIT included). */
async function statementsOf(request: () => Promise<{ statusCode: number }>): Promise<number> {
  const log = logStatements(t.deps.database);
  try {
    expect((await request()).statusCode).toBe(200);
    return log.statements.length;
  } finally {
    log.stop();
  }
}

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

describe('zones and clocks', () => {
  it('keeps a weekday streak when the person moves west and then east', async () => {
    const m = await kit.newMember(t, noon(MONDAY));
    const habit = await create(m, { schedule: WORKDAYS });
    for (let n = 0; n < 5; n += 1) await checkIn(m, habit._id, addDays(MONDAY, n));

    // 03:00 on Saturday in London is 22:00 on Friday in New York: Friday again, already done.
    await kit.moveClock(t, m, `${addDays(MONDAY, 5)}T03:00:00Z`);
    await kit.setTimeZone(t, m, 'America/New_York');
    const friday = await listed(m, habit._id);
    expect(friday.today).toMatchObject({ date: addDays(MONDAY, 4), isComplete: true });
    expect(await streakShown(m, habit._id)).toEqual({ current: 5, longest: 5 });

    // Monday 10:00 in New York.
    const monday = await checkIn(m, habit._id, `${addDays(MONDAY, 7)}T15:00:00Z`);
    expect(monday.habit.today.date).toBe(addDays(MONDAY, 7));
    expect(monday.habit.streak).toEqual({ current: 6, longest: 6 });

    // 23:30 on Monday in New York is 18:30 on Tuesday in Kiritimati: Tuesday is open, not missed.
    await kit.moveClock(t, m, `${addDays(MONDAY, 8)}T04:30:00Z`);
    await kit.setTimeZone(t, m, 'Pacific/Kiritimati');
    const tuesday = await listed(m, habit._id);
    expect(tuesday.today.date).toBe(addDays(MONDAY, 8));
    expect(tuesday.streak).toEqual({ current: 6, longest: 6 });
    const done7 = await checkIn(m, habit._id, `${addDays(MONDAY, 8)}T05:00:00Z`);
    expect(done7.habit.streak).toEqual({ current: 7, longest: 7 });
  });

  it('keeps a weekday streak across the end of summer time in London, checked in after midnight', async () => {
    // 00:30 local on 19–23 October (BST) is 23:30 UTC the evening before, Sunday to Thursday:
    // a streak judged on UTC days would see a Sunday off and miss the Friday.
    const m = await kit.newMember(t, '2026-10-18T11:00:00Z');
    const habit = await create(m, { schedule: WORKDAYS });
    const week = ['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23'];
    for (const [n, day] of week.entries()) {
      const result = await checkIn(m, habit._id, `${day}T00:30:00+01:00`);
      expect(result.habit.today.date).toBe(day);
      expect(result.habit.streak).toEqual({ current: n + 1, longest: n + 1 });
    }
    // Sunday 25 October, 23:30 GMT (the 25-hour day): the weekend broke nothing.
    await kit.moveClock(t, m, '2026-10-25T23:30:00+00:00');
    expect(await streakShown(m, habit._id)).toEqual({ current: 5, longest: 5 });
    const monday = await checkIn(m, habit._id, '2026-10-26T00:30:00+00:00');
    expect(monday.habit.today.date).toBe('2026-10-26');
    expect(monday.habit.streak).toEqual({ current: 6, longest: 6 });
    expect(monday.habit.completions.map((c) => c.date)).toEqual([...week, '2026-10-26']);
  });
});

describe('storing a schedule', () => {
  it.each([
    ['a weekday list with no day', { kind: 'weekdays', days: [] }],
    ['eight times a week', { kind: 'weekly', times: 8 }],
    ['a kind that does not exist', { kind: 'monthly' }],
  ])('refuses %s on create and on edit, changing nothing', async (_, schedule) => {
    const m = await kit.newMember(t, noon(MONDAY));
    const habit = await create(m, { schedule: THREE_A_WEEK });
    const created = await kit.createHabit(t, m.token, {
      name: 'Run',
      category: 'Fitness',
      dailyTarget: 1,
      schedule,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json<ErrorResponse>().message).toBe(MESSAGES.scheduleInvalid);
    const edited = await kit.editHabit(t, m.token, habit._id, { schedule });
    expect(edited.statusCode).toBe(400);
    expect(edited.json<ErrorResponse>().message).toBe(MESSAGES.scheduleInvalid);
    const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    expect(list.map((h) => [h.name, h.schedule])).toEqual([['Stand-up', THREE_A_WEEK]]);
  });

  it('reads a habit stored before schedules, or created without one, as daily', async () => {
    const m = await kit.newMember(t, noon(MONDAY));
    // As migration 0008 left every existing row: no schedule written, the column's default.
    await db(t).insert(habits).values({
      userId: m.id,
      name: 'Older',
      category: 'Health',
      dailyTarget: 1,
      icon: '🎯',
      color: '#3B82F6',
      createdOn: MONDAY,
    });
    const plain = await create(m);
    expect(plain.schedule).toEqual({ kind: 'daily' });
    const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    expect(list.map((h) => h.schedule)).toEqual([{ kind: 'daily' }, { kind: 'daily' }]);
  });

  it('re-judges the history when the schedule is changed, in the reply and the list', async () => {
    const m = await kit.newMember(t, noon(MONDAY));
    const habit = await create(m, { dailyTarget: 2 });
    for (let n = 0; n < 5; n += 1) await checkIn(m, habit._id, addDays(MONDAY, n), 2);
    const sunday = addDays(MONDAY, 6);
    await kit.moveClock(t, m, noon(sunday));
    const daily = await listed(m, habit._id);
    expect(daily.streak).toEqual({ current: 0, longest: 5 });
    expect(daily.completions.at(-1)).toEqual({
      date: addDays(MONDAY, 5),
      count: 0,
      status: 'missed',
    });

    const res = await kit.editHabit(t, m.token, habit._id, {
      schedule: { kind: 'weekdays', days: [5, 1, 4, 3, 2] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<Habit>();
    // Days are stored in order, and Saturday is no longer owed.
    expect(edited.schedule).toEqual(WORKDAYS);
    expect(edited.streak).toEqual({ current: 5, longest: 5 });
    expect(edited.completions).toEqual([0, 1, 2, 3, 4].map((n) => done(addDays(MONDAY, n), 2)));
    expect(await streakShown(m, habit._id)).toEqual({ current: 5, longest: 5 });
    // The edit keeps the target each day had.
    expect(edited.dailyTarget).toBe(2);
  });
});

describe('what a fair streak costs', () => {
  it('reads the history of every habit computed fair in one statement, and nothing for the others', async () => {
    const m = await kit.newMember(t, noon(MONDAY), { plan: 'premium' });
    const kept = await create(m, { name: 'Water' });
    const other = await create(m, { name: 'Tea' });
    await checkIn(m, kept._id, MONDAY);
    const list = () =>
      t.app.inject({ method: 'GET', url: '/api/habits', headers: bearer(m.token) });
    // Two days later, so each list below is built afresh (a protection bumps the list's version).
    await kit.moveClock(t, m, noon(addDays(MONDAY, 2)));
    const dailyOnly = await statementsOf(list);

    // A weekday habit, a weekly one and a daily one with a protected day: one statement more.
    await create(m, { name: 'Gym', schedule: WORKDAYS });
    await create(m, { name: 'Swim', schedule: THREE_A_WEEK });
    await kit.protectDay(t, m, other._id, addDays(MONDAY, 1));
    expect(await statementsOf(list)).toBe(dailyOnly + 1);

    // A check-in of a habit kept on its row reads no history; one computed fair reads it once,
    // and its reply reads it no second time.
    await checkIn(m, other._id, addDays(MONDAY, 2));
    const keptCheckIn = await statementsOf(() => kit.completeHabit(t, m.token, kept._id));
    const habits = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    const gym = habits.find((h) => h.name === 'Gym');
    const fairCheckIn = await statementsOf(() => kit.completeHabit(t, m.token, gym?._id ?? ''));
    expect(fairCheckIn).toBe(keptCheckIn + 1);
  });
});
