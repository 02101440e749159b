import { addDays, type ErrorResponse, type Habit, MESSAGES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { habits } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import { done, MONDAY, noon, scheduleSteps, THREE_A_WEEK, WORKDAYS } from '../../test/schedules.js';

/*
 * Schedules (apps/server/src/modules/habits/schedules.test.ts) when the zone or the clock moves, as
 * they are stored and changed, and what a fair streak costs in statements.
 */
const t = useTestApp();
const { checkIn, create, listed, statementsOf, streakShown } = scheduleSteps(t);

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
