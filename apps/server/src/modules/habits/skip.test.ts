import { type ErrorResponse, MESSAGES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';
import { skipSteps, ZONE } from '../../test/skip.js';
import { HABIT_MESSAGES } from './habit-messages.js';

/*
 * POST /api/habits/:id/skip (docs/decisions/017-fair-streaks.md, "Protected days"): a rest day
 * protects one habit-day: today, a later day up to a year ahead, or yesterday until 10:00 local
 * time. It changes no points, and the habit list shows the day as protected at once.
 */
const t = useTestApp();
const { create, expectClosed, listed, member, ok, skip, stored } = skipSteps(t);

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
