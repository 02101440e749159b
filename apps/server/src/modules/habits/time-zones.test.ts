import { addDays, type GamificationStats, type Habit } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completions } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import { localNoon } from '../../test/premium.js';

const t = useTestApp();

/** Moves the server clock through the test-only route, then signs in again there. */
async function at(m: kit.Member, instant: string | Date) {
  const now = new Date(instant).toISOString();
  const moved = await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { now } });
  expect(moved.json<{ now: string }>().now.slice(0, 16)).toBe(now.slice(0, 16));
  m.token = await kit.signIn(t, m.person);
  m.signedInAt = new Date(now).getTime();
}

const create = (m: kit.Member, dailyTarget = 1) =>
  kit.addHabit(t, m.token, { name: 'Journal', category: 'Productivity', dailyTarget });
const complete = async (m: kit.Member, habit: Habit) =>
  kit.okResult(await kit.completeHabit(t, m.token, habit._id));

const storedDays = async (habit: Habit) =>
  (await db(t).select().from(completions).where(eq(completions.habitId, habit._id)))
    .map((c) => [c.day, c.count])
    .sort();

describe('the user’s day', () => {
  it('is a different date for the same instant either side of the date line', async () => {
    const instant = '2026-06-15T10:30:00Z'; // 00:30 on the 16th in Kiritimati, 23:30 on the 14th in Pago Pago
    const east = await kit.newMember(t, instant, { timezone: 'Pacific/Kiritimati' });
    const west = await kit.newMember(t, instant, { timezone: 'Pacific/Pago_Pago' });
    await at(east, instant);
    await at(west, instant);
    const eastHabit = await create(east);
    const westHabit = await create(west);
    expect(eastHabit.today.date).toBe('2026-06-16');
    expect(westHabit.today.date).toBe('2026-06-14');

    expect((await complete(east, eastHabit)).habit.completions).toEqual([
      { date: '2026-06-16', count: 1, status: 'done' },
    ]);
    expect((await complete(west, westHabit)).habit.completions).toEqual([
      { date: '2026-06-14', count: 1, status: 'done' },
    ]);
    expect(await storedDays(eastHabit)).toEqual([['2026-06-16', 1]]);
    expect(await storedDays(westHabit)).toEqual([['2026-06-14', 1]]);

    // Their weeks differ too: the 14th is a Sunday, the 16th a Tuesday.
    const eastStats = await kit.getJson<GamificationStats>(
      t,
      east.token,
      '/api/gamification/stats',
    );
    const westStats = await kit.getJson<GamificationStats>(
      t,
      west.token,
      '/api/gamification/stats',
    );
    expect(eastStats.weeklyChallenge.startsOn).toBe('2026-06-15');
    expect(westStats.weeklyChallenge.startsOn).toBe('2026-06-08');
  });

  it('follows PATCH /api/auth/me when the time zone changes', async () => {
    const m = await kit.newMember(t, '2026-06-15T23:30:00Z'); // Europe/London by default: 00:30 BST on the 16th
    const habit = await create(m);
    expect(habit.today.date).toBe('2026-06-16');

    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(m.token),
      payload: { timezone: 'America/New_York' },
    });
    expect(moved.statusCode).toBe(200);
    const [listed] = await kit.getJson<Habit[]>(t, m.token, '/api/habits');
    expect(listed?.today.date).toBe('2026-06-15'); // 19:30 in New York
    expect((await complete(m, habit)).habit.today).toMatchObject({
      date: '2026-06-15',
      isComplete: true,
    });
    expect(await storedDays(habit)).toEqual([['2026-06-15', 1]]);
  });
});

describe('daylight saving in Europe/London', () => {
  it('finds local noon on the 23- and 25-hour days', () => {
    expect(localNoon('2026-03-28', 'Europe/London').toISOString()).toBe('2026-03-28T12:00:00.000Z');
    expect(localNoon('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(localNoon('2026-10-24', 'Europe/London').toISOString()).toBe('2026-10-24T11:00:00.000Z');
    expect(localNoon('2026-10-25', 'Europe/London').toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });

  it.each([
    { change: 'spring (23-hour day)', first: '2026-03-25' },
    { change: 'autumn (25-hour day)', first: '2026-10-21' },
  ])('keeps a daily streak across the $change', async ({ first }) => {
    const m = await kit.newMember(t, localNoon(first, 'Europe/London').toISOString());
    const habit = await create(m);
    for (let n = 1; n <= 7; n += 1) {
      const day = addDays(first, n - 1);
      await at(m, localNoon(day, 'Europe/London'));
      const result = await complete(m, habit);
      expect(result.habit.today.date).toBe(day);
      expect(result.habit.streak).toEqual({ current: n, longest: n });
    }
    expect(await storedDays(habit)).toHaveLength(7);
  });

  it('puts 23:59 and 00:01 local on two days, even when both are on one UTC date', async () => {
    const m = await kit.newMember(t, '2026-10-24T20:00:00+01:00');
    const habit = await create(m);
    await at(m, '2026-10-24T23:59:00+01:00'); // 22:59 UTC on the 24th
    expect((await complete(m, habit)).habit.today.date).toBe('2026-10-24');
    await at(m, '2026-10-25T00:01:00+01:00'); // 23:01 UTC on the 24th
    const next = await complete(m, habit);
    expect(next.habit.today.date).toBe('2026-10-25');
    expect(next.habit.streak).toEqual({ current: 2, longest: 2 });
    expect(await storedDays(habit)).toEqual([
      ['2026-10-24', 1],
      ['2026-10-25', 1],
    ]);
  });

  it.each([
    { day: '2026-03-29', start: '2026-03-29T00:30:00+00:00', end: '2026-03-29T23:30:00+01:00' },
    { day: '2026-10-25', start: '2026-10-25T00:30:00+01:00', end: '2026-10-25T23:30:00+00:00' },
  ])('treats all of $day as one day, start to end', async ({ day, start, end }) => {
    const m = await kit.newMember(t, start);
    const habit = await create(m, 2);
    await complete(m, habit);
    await at(m, end);
    const result = await complete(m, habit);
    expect(result.habit.today).toEqual({ date: day, completed: 2, target: 2, isComplete: true });
    expect(await storedDays(habit)).toEqual([[day, 2]]);
  });
});
