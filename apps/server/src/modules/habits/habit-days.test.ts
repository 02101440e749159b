import {
  computeStreak,
  streakStateFrom,
  type ErrorResponse,
  type Habit,
  type HabitDayList,
  type SetHabitDayResult,
} from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkIns, completions, habitDays, habits, pointEntries } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import { streakStateOf } from './habits.repository.js';

/*
 * Any past day (docs/decisions/031-past-days-and-notes.md): PUT /api/habits/:id/days/:date sets a
 * day's count and note. Today and yesterday (until 10:00) move by ordinary check-ins and undos with
 * their points; an older day is a correction, which changes the history and the streak but never
 * the points or the badges.
 */
const t = useTestApp();
const ZONE = 'Europe/London';

const put = (m: kit.Member, id: string, date: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/habits/${id}/days/${date}`,
    headers: bearer(m.token),
    payload: payload as object,
  });

function ok(res: { statusCode: number; body: string; json: <T>() => T }): SetHabitDayResult {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SetHabitDayResult>();
}

function refused(res: { statusCode: number; json: <T>() => T }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json<ErrorResponse>().message).toBe(message);
}

/** Everything a day change could write for the user: a refusal must leave it as it was. */
async function written(m: kit.Member) {
  const rows = await db(t).select().from(completions).where(eq(completions.userId, m.id));
  const days = await db(t).select().from(habitDays).where(eq(habitDays.userId, m.id));
  return {
    completions: rows.map((r) => [r.day, r.count, r.target]).sort(),
    days: days.map((d) => [d.day, d.note, d.correctedAt?.toISOString() ?? null]).sort(),
    checkIns: await kit.countRows(t, checkIns, m.id),
    ledger: await kit.ledger(t, m.id),
  };
}

/** A member whose habit (target 2) was made on Monday 11 May 2026, now on Friday 15 May at noon. */
async function weekOld(dailyTarget = 2) {
  const m = await kit.newMember(t, kit.atWallClock('2026-05-11T12:00', ZONE).toISOString(), {
    timezone: ZONE,
  });
  const habit = await kit.addHabit(
    t,
    m.token,
    { name: 'Read', category: 'Learning', dailyTarget },
    201,
  );
  await kit.moveClock(t, m, kit.atWallClock('2026-05-15T12:00', ZONE));
  return { m, habit };
}

/** The kept streak is a rebuild of the stored history and answers as computeStreak does. */
async function expectStreak(m: kit.Member, habitId: string, today: string, current: number) {
  const rows = await db(t).select().from(completions).where(eq(completions.habitId, habitId));
  const counted = rows.filter((r) => r.count >= r.target).map((r) => r.day);
  const [row] = await db(t).select().from(habits).where(eq(habits.id, habitId));
  const state = streakStateOf(row!);
  expect(state).toEqual(streakStateFrom(counted, state.openDay));
  const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
  const listed = list.find((h) => h._id === habitId);
  expect(listed?.streak).toEqual(computeStreak(counted, today));
  expect(listed?.streak.current).toBe(current);
}

describe('a correction of a closed day', () => {
  it('changes the history and the streak, never the points or the badges, and repeats as a no-op', async () => {
    const { m, habit } = await weekOld();
    const badges = await kit.earnedBadges(t, m.token);
    const tuesday = ok(await put(m, habit._id, '2026-05-12', { count: 2 }));
    expect(tuesday.day).toEqual({
      date: '2026-05-12',
      count: 2,
      target: 2,
      note: null,
      corrected: true,
    });
    expect(tuesday.habit.completions).toContainEqual({
      date: '2026-05-12',
      count: 2,
      status: 'done',
    });
    await expectStreak(m, habit._id, '2026-05-15', 0);

    ok(await put(m, habit._id, '2026-05-13', { count: 2 }));
    ok(await put(m, habit._id, '2026-05-14', { count: 2 }));
    // Tuesday to Thursday, with today still open.
    await expectStreak(m, habit._id, '2026-05-15', 3);
    expect(await kit.books(t, m)).toBe(0);
    expect(await kit.countRows(t, checkIns, m.id)).toBe(0);
    expect(await kit.earnedBadges(t, m.token)).toEqual(badges);

    const before = await written(m);
    const again = ok(await put(m, habit._id, '2026-05-14', { count: 2 }));
    expect(again.day.corrected).toBe(true);
    expect(await written(m)).toEqual(before);

    // Back to nothing: the row goes, the mark stays, the streak shortens.
    const undone = ok(await put(m, habit._id, '2026-05-13', { count: 0 }));
    expect(undone.day).toMatchObject({ count: 0, corrected: true });
    expect(undone.habit.completions).toContainEqual({
      date: '2026-05-13',
      count: 0,
      status: 'missed',
    });
    await expectStreak(m, habit._id, '2026-05-15', 1);
    expect(await kit.books(t, m)).toBe(0);
  });

  it('keeps the target a day was given, and refuses more than it', async () => {
    const { m, habit } = await weekOld(2);
    ok(await put(m, habit._id, '2026-05-12', { count: 1 }));
    await kit.editHabit(t, m.token, habit._id, { dailyTarget: 3 });
    const before = await written(m);
    refused(
      await put(m, habit._id, '2026-05-12', { count: 3 }),
      400,
      "That day's target is 2: its count can be at most 2.",
    );
    expect(await written(m)).toEqual(before);
    expect(ok(await put(m, habit._id, '2026-05-12', { count: 2 })).day).toMatchObject({
      count: 2,
      target: 2,
    });
  });
});

describe('an open day', () => {
  it("today moves by ordinary check-ins and undos, with their points, and isn't marked", async () => {
    const { m, habit } = await weekOld(3);
    const up = ok(await put(m, habit._id, '2026-05-15', { count: 3 }));
    expect(up.day).toMatchObject({ count: 3, corrected: false });
    expect(up.habit.today).toMatchObject({ completed: 3, isComplete: true });
    const earned = await kit.books(t, m);
    expect(earned).toBeGreaterThan(0);

    const down = ok(await put(m, habit._id, '2026-05-15', { count: 1 }));
    expect(down.day).toMatchObject({ count: 1, corrected: false });
    const entries = await db(t).select().from(pointEntries).where(eq(pointEntries.userId, m.id));
    expect(entries.map((e) => e.reason).sort()).toEqual(['check-in', 'check-in', 'undo']);
    expect(await kit.books(t, m)).toBe(10);

    const before = await written(m);
    ok(await put(m, habit._id, '2026-05-15', { count: 1 }));
    expect(await written(m)).toEqual(before);
  });

  it('two copies of one PUT sent at once make one change', async () => {
    const { m, habit } = await weekOld(3);
    const replies = await Promise.all([
      put(m, habit._id, '2026-05-15', { count: 2 }),
      put(m, habit._id, '2026-05-15', { count: 2 }),
    ]);
    for (const reply of replies) expect(ok(reply).day.count).toBe(2);
    const [row] = await db(t).select().from(completions).where(eq(completions.habitId, habit._id));
    expect(row?.count).toBe(2);
    expect(await kit.books(t, m)).toBe(20);
  });

  it('yesterday goes up as a late check-in until 10:00, and cannot go down', async () => {
    const { m, habit } = await weekOld(2);
    await kit.moveClock(t, m, kit.atWallClock('2026-05-16T09:30', ZONE));
    const late = ok(await put(m, habit._id, '2026-05-15', { count: 1 }));
    expect(late.day).toMatchObject({ count: 1, corrected: false });
    expect(await kit.books(t, m)).toBe(10);
    const before = await written(m);
    refused(
      await put(m, habit._id, '2026-05-15', { count: 0, note: 'oops' }),
      409,
      "Yesterday's check-ins cannot be taken back while it can still be checked in late; after 10:00 you can correct it.",
    );
    expect(await written(m)).toEqual(before);

    // After the cut-off the same day is a correction.
    await kit.moveClock(t, m, kit.atWallClock('2026-05-16T10:01', ZONE));
    expect(ok(await put(m, habit._id, '2026-05-15', { count: 0 })).day).toMatchObject({
      count: 0,
      corrected: true,
    });
    expect(await kit.books(t, m)).toBe(10);
  });
});

describe('notes', () => {
  it('are kept on any day, with or without a count, listed by GET …/days, and removed by null', async () => {
    const { m, habit } = await weekOld();
    const noted = ok(await put(m, habit._id, '2026-05-12', { note: '  Read on the train  ' }));
    expect(noted.day).toEqual({
      date: '2026-05-12',
      count: 0,
      target: 2,
      note: 'Read on the train',
      corrected: false,
    });
    ok(await put(m, habit._id, '2026-05-15', { count: 1, note: 'Short chapter' }));
    const listed = await kit.getJson<HabitDayList>(
      t,
      m.token,
      `/api/habits/${habit._id}/days?from=2026-05-01&to=2026-05-31`,
      200,
    );
    expect(listed.days).toEqual([
      { date: '2026-05-12', count: 0, target: 2, note: 'Read on the train', corrected: false },
      { date: '2026-05-15', count: 1, target: 2, note: 'Short chapter', corrected: false },
    ]);
    ok(await put(m, habit._id, '2026-05-12', { note: null }));
    ok(await put(m, habit._id, '2026-05-15', { note: '' }));
    const after = await kit.getJson<HabitDayList>(
      t,
      m.token,
      `/api/habits/${habit._id}/days?from=2026-05-01&to=2026-05-31`,
      200,
    );
    expect(after.days).toEqual([
      { date: '2026-05-15', count: 1, target: 2, note: null, corrected: false },
    ]);
    expect(await db(t).select().from(habitDays).where(eq(habitDays.userId, m.id))).toEqual([]);
  });
});

describe('bad requests change nothing', () => {
  it('refuses the future, days before the habit, bad bodies, foreign and archived habits', async () => {
    const { m, habit } = await weekOld();
    const other = await kit.newMember(t, undefined, { timezone: ZONE });
    const before = await written(m);
    refused(
      await put(m, habit._id, '2026-05-16', { count: 1 }),
      409,
      'That day has not come yet: only days up to today can be set.',
    );
    refused(
      await put(m, habit._id, '2026-05-10', { note: 'before' }),
      409,
      'That day is before the habit was created.',
    );
    refused(
      await put(m, habit._id, '2026-05-12', {}),
      400,
      'Send a count (an amount for a measured habit), a note, or both.',
    );
    refused(
      await put(m, habit._id, '2026-05-12', { count: -1 }),
      400,
      'Count must be a whole number from 0 to 10',
    );
    refused(
      await put(m, habit._id, '2026-05-12', { count: 1.5 }),
      400,
      'Count must be a whole number from 0 to 10',
    );
    refused(
      await put(m, habit._id, '2026-05-12', { note: 'x'.repeat(501) }),
      400,
      'A note can be at most 500 characters.',
    );
    expect((await put(m, habit._id, '2026-05-12', { note: 'bell\u0007' })).statusCode).toBe(400);
    expect((await put(m, habit._id, '2026-05-12', { note: 'half \ud800' })).statusCode).toBe(400);
    expect((await put(m, habit._id, '2026-05-12', { count: 1, points: 99 })).statusCode).toBe(400);
    expect((await put(m, habit._id, '12-05-2026', { count: 1 })).statusCode).toBe(400);
    expect((await put(m, 'not-a-uuid', '2026-05-12', { count: 1 })).statusCode).toBe(400);
    expect((await put(other, habit._id, '2026-05-12', { count: 1 })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/habits/${habit._id}/days?from=2026-05-01&to=2026-05-31`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    refused(
      await t.app.inject({
        method: 'GET',
        url: `/api/habits/${habit._id}/days?from=2026-05-31&to=2026-05-01`,
        headers: bearer(m.token),
      }),
      400,
      'Choose a range of at most 366 days, from first to last.',
    );
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/habits/${habit._id}/days/2026-05-12`,
          payload: { count: 1 },
        })
      ).statusCode,
    ).toBe(401);
    await kit.archiveHabit(t, m.token, habit._id);
    expect((await put(m, habit._id, '2026-05-12', { count: 1 })).statusCode).toBe(409);
    expect(await written(m)).toEqual(before);
  });
});
