import { type ErrorResponse, MESSAGES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';
import { skipSteps, ZONE } from '../../test/skip.js';

/*
 * Rest days ahead (apps/server/src/modules/habits/skip.test.ts): listed with their reasons, and
 * DELETE /api/habits/:id/skip taking one back.
 */
const t = useTestApp();
const { create, listed, member, ok, skip, stored } = skipSteps(t);

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
