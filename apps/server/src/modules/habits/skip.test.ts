import { MESSAGES, type ErrorResponse, type Habit } from '@streakwise/shared';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dayProtections } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import { HABIT_MESSAGES } from './habit-messages.js';

/*
 * POST /api/habits/:id/skip (docs/decisions/017-fair-streaks.md, "Protected days"): a rest day
 * protects one habit-day: today, a later day up to a year ahead, or yesterday until 10:00 local
 * time. It changes no points, and the habit list shows the day as protected at once.
 */
const t = useTestApp();

const ZONE = 'Europe/London';

interface SkipResult {
  habit: Habit;
  date: string;
  reason: string | null;
}

const member = () =>
  kit.newMember(t, kit.atWallClock('2026-05-11T12:00', ZONE).toISOString(), { timezone: ZONE });
const create = (m: kit.Member, name = 'Run') =>
  kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 1 }, 201);

/** POST /api/habits/:id/skip; no body at all when none is given. */
const skip = (m: kit.Member, habitId: string, body?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/habits/${habitId}/skip`,
    headers: bearer(m.token),
    ...(body ? { payload: body } : {}),
  });

function ok(res: LightMyRequestResponse): SkipResult {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SkipResult>();
}

/** The user's protected days as stored, oldest first. */
const stored = (m: kit.Member) =>
  db(t)
    .select({
      habitId: dayProtections.habitId,
      day: dayProtections.day,
      kind: dayProtections.kind,
      reason: dayProtections.reason,
    })
    .from(dayProtections)
    .where(eq(dayProtections.userId, m.id))
    .orderBy(asc(dayProtections.day), asc(dayProtections.habitId));

const listed = async (m: kit.Member, habitId: string) =>
  (await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200)).find((h) => h._id === habitId);

function expectClosed(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json<ErrorResponse>()).toEqual({
    message: MESSAGES.skipDayClosed,
    code: 'DAY_CLOSED',
  });
}

describe('the days a skip may name', () => {
  it('protects today by default, at once in the habit list, and changes no points', async () => {
    const m = await member();
    const habit = await create(m);
    // The list is kept between requests (decision 014): this read fills it before the skip.
    expect((await listed(m, habit._id))?.completions).toEqual([]);
    const points = await kit.ledger(t, m.id);

    const result = ok(await skip(m, habit._id));
    expect(result).toMatchObject({ date: '2026-05-11', reason: null });
    expect(result.habit).toMatchObject({ _id: habit._id, today: { date: '2026-05-11' } });
    const protectedToday = { date: '2026-05-11', count: 0, status: 'protected' };
    expect(result.habit.completions).toEqual([protectedToday]);
    expect((await listed(m, habit._id))?.completions).toEqual([protectedToday]);

    expect(await stored(m)).toEqual([
      { habitId: habit._id, day: '2026-05-11', kind: 'skip', reason: null },
    ]);
    expect(await kit.ledger(t, m.id)).toEqual(points);
    const log = t.logs.find((line) => line.includes('"habit.skipped"') && line.includes(m.id));
    expect(log).toContain(habit._id);
  });

  it('plans a later day, up to a year ahead, with its reason trimmed (blank is none)', async () => {
    const m = await member();
    const habit = await create(m);
    const tomorrow = ok(await skip(m, habit._id, { date: '2026-05-12', reason: '  dentist  ' }));
    expect(tomorrow).toMatchObject({ date: '2026-05-12', reason: 'dentist' });
    // Not a day of the list yet: the habit as of today shows nothing.
    expect(tomorrow.habit.completions).toEqual([]);
    expect(ok(await skip(m, habit._id, { date: '2026-05-13', reason: '   ' })).reason).toBeNull();
    ok(await skip(m, habit._id, { date: '2027-05-11' }));

    const tooFar = await skip(m, habit._id, { date: '2027-05-12' });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json<ErrorResponse>()).toEqual({
      message: MESSAGES.skipTooFar,
      fields: { date: MESSAGES.skipTooFar },
    });
    const long = await skip(m, habit._id, { date: '2026-05-14', reason: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorResponse>().message).toBe(MESSAGES.skipReasonTooLong);

    expect(await stored(m)).toEqual([
      { habitId: habit._id, day: '2026-05-12', kind: 'skip', reason: 'dentist' },
      { habitId: habit._id, day: '2026-05-13', kind: 'skip', reason: null },
      { habitId: habit._id, day: '2027-05-11', kind: 'skip', reason: null },
    ]);
  });

  it('takes yesterday at 09:59 local time, and shows it protected instead of missed', async () => {
    const m = await member();
    const habit = await create(m);
    await kit.moveClock(t, m, kit.atWallClock('2026-05-13T09:59', ZONE));
    expect((await listed(m, habit._id))?.completions).toEqual([
      { date: '2026-05-11', count: 0, status: 'missed' },
      { date: '2026-05-12', count: 0, status: 'missed' },
    ]);
    const result = ok(await skip(m, habit._id, { date: '2026-05-12', reason: 'flu' }));
    expect(result).toMatchObject({ date: '2026-05-12', reason: 'flu' });
    const after = [
      { date: '2026-05-11', count: 0, status: 'missed' },
      { date: '2026-05-12', count: 0, status: 'protected' },
    ];
    expect(result.habit.completions).toEqual(after);
    expect((await listed(m, habit._id))?.completions).toEqual(after);
    expect(await stored(m)).toEqual([
      { habitId: habit._id, day: '2026-05-12', kind: 'skip', reason: 'flu' },
    ]);
  });

  it('refuses yesterday at 10:01, the day before it, and a yesterday the habit did not have', async () => {
    const m = await member();
    const habit = await create(m);
    await kit.moveClock(t, m, kit.atWallClock('2026-05-13T08:00', ZONE));
    const fresh = await create(m, 'Read');
    // Created this morning: it has no yesterday.
    expectClosed(await skip(m, fresh._id, { date: '2026-05-12' }));
    expectClosed(await skip(m, habit._id, { date: '2026-05-11' }));
    await kit.moveClock(t, m, kit.atWallClock('2026-05-13T10:01', ZONE));
    expectClosed(await skip(m, habit._id, { date: '2026-05-12' }));
    expect(await stored(m)).toEqual([]);
  });
});

describe('a day already done', () => {
  it('is refused with the reason, and stores no rest day', async () => {
    const m = await member();
    const habit = await create(m);
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/habits/${habit._id}/complete`,
      headers: bearer(m.token),
    });
    expect(done.statusCode, done.body).toBe(200);

    const res = await skip(m, habit._id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<ErrorResponse>()).toEqual({
      message: MESSAGES.skipDayDone,
      code: 'ALREADY_COMPLETE',
    });
    expect(await stored(m)).toEqual([]);
    expect((await listed(m, habit._id))?.today).toMatchObject({ isComplete: true });
  });
});

describe('which habits', () => {
  it("is 404 for another user's habit and an unknown id, 400 for one that is not an id", async () => {
    const owner = await member();
    const habit = await create(owner);
    const other = await member();
    for (const id of [habit._id, '00000000-0000-4000-8000-000000000000']) {
      const res = await skip(other, id);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorResponse>()).toEqual({ message: MESSAGES.habitNotFound });
    }
    // As on every /api/habits/:id route, an id that cannot be one fails the path's schema: a 400
    // that says the same thing as the 404.
    const malformed = await skip(other, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorResponse>()).toEqual({
      message: MESSAGES.habitNotFound,
      fields: { id: MESSAGES.habitNotFound },
    });
    expect(await stored(owner)).toEqual([]);
    expect(await stored(other)).toEqual([]);
  });

  it('refuses an archived habit as a check-in does', async () => {
    const m = await member();
    const habit = await create(m);
    expect((await kit.archiveHabit(t, m.token, habit._id)).statusCode).toBe(200);
    const res = await skip(m, habit._id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>()).toEqual({
      message: HABIT_MESSAGES.archived,
      code: 'HABIT_ARCHIVED',
    });
    expect(await stored(m)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const m = await member();
    const habit = await create(m);
    const res = await t.app.inject({ method: 'POST', url: `/api/habits/${habit._id}/skip` });
    expect(res.statusCode).toBe(401);
    expect(await stored(m)).toEqual([]);
  });
});

it('answers a repeated skip with the same result, keeping the first row', async () => {
  const m = await member();
  const habit = await create(m);
  const first = ok(await skip(m, habit._id, { reason: 'rest' }));
  const again = ok(await skip(m, habit._id, { reason: 'something else' }));
  expect(again).toEqual(first);
  expect(ok(await skip(m, habit._id))).toEqual(first);
  expect(await stored(m)).toEqual([
    { habitId: habit._id, day: '2026-05-11', kind: 'skip', reason: 'rest' },
  ]);
});

/** DELETE /api/habits/:id/skip, with `?date=` when a date is given. */
const unskip = (m: kit.Member, habitId: string, date?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/habits/${habitId}/skip${date === undefined ? '' : `?date=${date}`}`,
    headers: bearer(m.token),
  });

describe('rest days ahead, and taking one back', () => {
  it("lists a habit's rest days from today on, with their reasons, but not a vacation's days", async () => {
    const m = await member();
    const habit = await create(m);
    const other = await create(m, 'Read');
    expect((await listed(m, habit._id))?.restDays).toEqual([]);

    ok(await skip(m, habit._id, { date: '2026-05-14', reason: 'dentist' }));
    const reply = ok(await skip(m, habit._id));
    // The reply and the list both show them, oldest first.
    const ahead = [
      { date: '2026-05-11', reason: null },
      { date: '2026-05-14', reason: 'dentist' },
    ];
    expect(reply.habit.restDays).toEqual(ahead);
    expect((await listed(m, habit._id))?.restDays).toEqual(ahead);
    await kit.protectDay(t, m, habit._id, '2026-05-15', 'vacation');
    await kit.protectDay(t, m, other._id, '2026-05-12', 'freeze');
    expect((await listed(m, habit._id))?.restDays).toEqual(ahead);
    expect((await listed(m, other._id))?.restDays).toEqual([]);

    // Once a rest day is over it is history: shown as protected, no longer ahead.
    await kit.moveClock(t, m, kit.atWallClock('2026-05-12T12:00', ZONE));
    const later = await listed(m, habit._id);
    expect(later?.restDays).toEqual([{ date: '2026-05-14', reason: 'dentist' }]);
    expect(later?.completions).toEqual([{ date: '2026-05-11', count: 0, status: 'protected' }]);
  });

  it('takes back a rest day ahead or today: the day is owed again, and nothing else changes', async () => {
    const m = await member();
    const habit = await create(m);
    ok(await skip(m, habit._id, { date: '2026-05-13', reason: 'dentist' }));
    ok(await skip(m, habit._id, { reason: 'rest' }));
    const points = await kit.ledger(t, m.id);

    const ahead = ok(await unskip(m, habit._id, '2026-05-13'));
    expect(ahead).toMatchObject({ date: '2026-05-13', reason: 'dentist' });
    expect(ahead.habit.restDays).toEqual([{ date: '2026-05-11', reason: 'rest' }]);

    // Without a date: today's, which the list then no longer shows as protected.
    const today = ok(await unskip(m, habit._id));
    expect(today).toMatchObject({ date: '2026-05-11', reason: 'rest' });
    expect(today.habit.restDays).toEqual([]);
    expect(today.habit.completions).toEqual([]);
    const after = await listed(m, habit._id);
    expect(after?.restDays).toEqual([]);
    expect(after?.completions).toEqual([]);
    expect(await stored(m)).toEqual([]);
    expect(await kit.ledger(t, m.id)).toEqual(points);
    const logs = t.logs.filter(
      (line) => line.includes('"habit.rest_day_removed"') && line.includes(m.id),
    );
    expect(logs).toHaveLength(2);
    // NOTE: never the reason: it may say something about the person's health.
    for (const line of logs) {
      expect(line).toContain(habit._id);
      expect(line).not.toContain('dentist');
    }

    // Taken back once, it is gone: a second time is a 404, and the day can be planned again.
    const again = await unskip(m, habit._id, '2026-05-13');
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorResponse>()).toEqual({ message: MESSAGES.restDayNotFound });
    expect(ok(await skip(m, habit._id, { date: '2026-05-13' })).habit.restDays).toEqual([
      { date: '2026-05-13', reason: null },
    ]);
  });

  it("leaves a vacation's and a freeze's days, and a day before today, as they are", async () => {
    const m = await member();
    const habit = await create(m);
    await kit.protectDay(t, m, habit._id, '2026-05-12', 'vacation');
    await kit.protectDay(t, m, habit._id, '2026-05-11', 'freeze');
    for (const date of ['2026-05-12', '2026-05-11', '2026-05-20']) {
      const res = await unskip(m, habit._id, date);
      expect(res.statusCode, date).toBe(404);
      expect(res.json<ErrorResponse>()).toEqual({ message: MESSAGES.restDayNotFound });
    }
    // Yesterday's rest day stays, even while yesterday can still be checked in.
    ok(await skip(m, habit._id, { date: '2026-05-13' }));
    await kit.moveClock(t, m, kit.atWallClock('2026-05-14T09:00', ZONE));
    const closed = await unskip(m, habit._id, '2026-05-13');
    expect(closed.statusCode).toBe(409);
    expect(closed.json<ErrorResponse>()).toEqual({
      message: MESSAGES.restDayRemoveClosed,
      code: 'DAY_CLOSED',
    });
    expect((await stored(m)).map((row) => [row.day, row.kind])).toEqual([
      ['2026-05-11', 'freeze'],
      ['2026-05-12', 'vacation'],
      ['2026-05-13', 'skip'],
    ]);
  });

  it("refuses another user's habit, an archived habit, a bad date and no sign-in", async () => {
    const owner = await member();
    const habit = await create(owner);
    ok(await skip(owner, habit._id, { date: '2026-05-12' }));
    const other = await member();
    expect((await unskip(other, habit._id, '2026-05-12')).statusCode).toBe(404);
    const bad = await unskip(owner, habit._id, '2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().fields).toHaveProperty('date');
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: `/api/habits/${habit._id}/skip?date=2026-05-12`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await kit.archiveHabit(t, owner.token, habit._id)).statusCode).toBe(200);
    const archived = await unskip(owner, habit._id, '2026-05-12');
    expect(archived.statusCode).toBe(409);
    expect(archived.json<ErrorResponse>().code).toBe('HABIT_ARCHIVED');
    expect(await stored(owner)).toEqual([
      { habitId: habit._id, day: '2026-05-12', kind: 'skip', reason: null },
    ]);
  });
});
