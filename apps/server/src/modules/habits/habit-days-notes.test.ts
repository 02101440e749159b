import type { HabitDayList } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { habitDays } from '../../db/schema.js';
import { habitDaySteps, ZONE } from '../../test/habit-days.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

/*
 * Day changes (apps/server/src/modules/habits/habit-days.test.ts): notes on any day, and bad
 * requests that change nothing.
 */
const t = useTestApp();
const { ok, put, refused, weekOld, written } = habitDaySteps(t);

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
