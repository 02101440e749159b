import type { Habit } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completions } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';

/*
 * Travel (docs/decisions/018-travel.md): a person who switches their account's zone to the one
 * they are in neither loses a day nor gets one twice. Days are stored as the local calendar day of
 * the zone in force when they were written, and a switch only changes which day "today" is.
 */
const t = useTestApp();

const journal = (m: kit.Member) =>
  kit.addHabit(t, m.token, { name: 'Journal', category: 'Productivity', dailyTarget: 1 });
const checkIn = (m: kit.Member, habit: Habit, body: { date?: string } = {}) =>
  kit.completeHabit(t, m.token, habit._id, body);
const listed = async (m: kit.Member) =>
  (await kit.getJson<Habit[]>(t, m.token, '/api/habits')).find((h) => h.name === 'Journal');
const storedDays = async (habit: Habit) =>
  (await db(t).select().from(completions).where(eq(completions.habitId, habit._id)))
    .map((c) => [c.day, c.count])
    .sort();

async function pointsMatchLedger(m: kit.Member) {
  expect(await kit.storedPoints(t, m.id)).toBe(await kit.ledgerSum(t, m.id));
}

describe('switching to the zone one has flown to', () => {
  it('east: the day left behind stays done, and the new today starts fresh', async () => {
    // Monday 22:00 in London (21:00 UTC): Journal done for Monday.
    const m = await kit.newMember(t, '2026-06-15T21:00:00Z');
    const habit = await journal(m);
    kit.okResult(await checkIn(m, habit));
    // Landed in Tokyo: Tuesday 07:00 there (22:00 UTC).
    await kit.moveClock(t, m, '2026-06-15T22:00:00Z');
    await kit.setTimeZone(t, m, 'Asia/Tokyo');

    const after = await listed(m);
    expect(after?.today).toMatchObject({ date: '2026-06-16', completed: 0, isComplete: false });
    expect(after?.completions).toEqual([{ date: '2026-06-15', count: 1, status: 'done' }]);
    expect(after?.streak).toEqual({ current: 1, longest: 1 });

    const tuesday = kit.okResult(await checkIn(m, habit));
    expect(tuesday.habit.streak.current).toBe(2);
    expect(await storedDays(habit)).toEqual([
      ['2026-06-15', 1],
      ['2026-06-16', 1],
    ]);
    await pointsMatchLedger(m);
  });

  it('east: a day not yet done when the zone moved on can still be checked in until 10:00', async () => {
    // Monday 21:00 in London, nothing done yet; in Tokyo it is already Tuesday 05:00.
    const m = await kit.newMember(t, '2026-06-15T20:00:00Z');
    const habit = await journal(m);
    await kit.setTimeZone(t, m, 'Asia/Tokyo');

    const late = kit.okResult(await checkIn(m, habit, { date: '2026-06-15' }));
    expect(late.habit.streak.current).toBe(1);
    expect(await storedDays(habit)).toEqual([['2026-06-15', 1]]);
  });

  it('west: today repeats a day already lived, and it is neither lost nor counted twice', async () => {
    // Tuesday 07:00 in Tokyo (Monday 22:00 UTC): Journal done for Tuesday.
    const m = await kit.newMember(t, '2026-06-15T22:00:00Z');
    await kit.setTimeZone(t, m, 'Asia/Tokyo');
    const habit = await journal(m);
    kit.okResult(await checkIn(m, habit));
    // Flown to Los Angeles and switched: it is Monday 16:00 there (23:00 UTC).
    await kit.moveClock(t, m, '2026-06-15T23:00:00Z');
    await kit.setTimeZone(t, m, 'America/Los_Angeles');
    const monday = await listed(m);
    expect(monday?.today).toMatchObject({ date: '2026-06-15', isComplete: false });

    // Monday is a new day for the habit (created on Tuesday in Tokyo, but Monday here).
    kit.okResult(await checkIn(m, habit));
    // Tuesday in Los Angeles: that day was done in Tokyo already; a second check-in is refused.
    await kit.moveClock(t, m, '2026-06-16T19:00:00Z');
    const tuesday = await listed(m);
    expect(tuesday?.today).toMatchObject({ date: '2026-06-16', completed: 1, isComplete: true });
    expect(tuesday?.streak.current).toBe(2);
    const again = await checkIn(m, habit);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('ALREADY_COMPLETE');

    expect(await storedDays(habit)).toEqual([
      ['2026-06-15', 1],
      ['2026-06-16', 1],
    ]);
    await pointsMatchLedger(m);
  });
});
