import type { ErrorResponse } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkIns, completions, pointEntries } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { lateCheckIns } from '../../test/late-check-in.js';

/*
 * Late logging: yesterday stays open for check-ins until 10:00 the next morning, local time
 * (`canLogDay`), and such a check-in is written, streaked, paid and judged for its week as
 * yesterday's; the reply is as of today. Anything else is 409 DAY_CLOSED with nothing written.
 */
const t = useTestApp();
const { books, create, expectClosed, late, written } = lateCheckIns(t);

describe('the window', () => {
  it.each(['Europe/London', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'in %s, yesterday is open at 09:59 and closed at 10:01, with nothing written',
    async (zone) => {
      const m = await kit.newMember(t, kit.atWallClock('2026-05-11T12:00', zone).toISOString(), {
        timezone: zone,
      });
      const habit = await create(m, 3);
      await kit.moveClock(t, m, kit.atWallClock('2026-05-13T09:59', zone));
      const result = kit.okResult(await late(m, habit._id, '2026-05-12'));
      expect(result.progress).toEqual({ completed: 0, target: 3 });
      expect(result.habit.today).toMatchObject({ date: '2026-05-13', completed: 0 });
      expect(result.habit.completions).toEqual([
        // The habit's first day, with nothing done: missed.
        { date: '2026-05-11', count: 0, status: 'missed' },
        { date: '2026-05-12', count: 1, status: 'partial' },
      ]);
      expect(result.pointsEarned).toBe(10);
      const [checkIn] = await db(t).select().from(checkIns).where(eq(checkIns.userId, m.id));
      expect(checkIn).toMatchObject({ day: '2026-05-12', units: 1, points: 10 });
      const entries = await db(t).select().from(pointEntries).where(eq(pointEntries.userId, m.id));
      expect(entries.map((e) => [e.reason, e.day, e.amount])).toEqual([
        ['check-in', '2026-05-12', 10],
      ]);

      const before = await written(m);
      await kit.moveClock(t, m, kit.atWallClock('2026-05-13T10:01', zone));
      expectClosed(await late(m, habit._id, '2026-05-12'));
      expect(await written(m)).toEqual(before);
      // Today is still open, without a date or with it.
      kit.okResult(await kit.completeHabit(t, m.token, habit._id));
      kit.okResult(await late(m, habit._id, '2026-05-13'));
      expect(await books(m)).toBe(30);
    },
  );

  it('is closed for the day before yesterday, for tomorrow, and before the habit existed', async () => {
    const zone = 'Europe/London';
    const m = await kit.newMember(t, kit.atWallClock('2026-05-11T12:00', zone).toISOString(), {
      timezone: zone,
    });
    const habit = await create(m);
    await kit.moveClock(t, m, kit.atWallClock('2026-05-13T08:00', zone));
    const fresh = await create(m, 1, 'Read');
    const before = await written(m);
    expectClosed(await late(m, habit._id, '2026-05-11'));
    expectClosed(await late(m, habit._id, '2026-05-14'));
    expectClosed(await late(m, habit._id, '2025-05-12'));
    // Created this morning: it has no yesterday.
    expectClosed(await late(m, fresh._id, '2026-05-12'));
    expect(await written(m)).toEqual(before);

    const malformed = await late(m, habit._id, '12/05/2026');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorResponse>().message).toBe('Dates must be written as YYYY-MM-DD');
    expect((await late(m, habit._id, '2026-02-30')).statusCode).toBe(400);
    expect(await written(m)).toEqual(before);
  });

  it('refuses a day already at its target as already complete', async () => {
    const m = await kit.newMember(t, '2026-05-11T12:00:00Z', { timezone: 'Europe/London' });
    const habit = await create(m);
    await kit.moveClock(t, m, '2026-05-12T12:00:00Z');
    kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    await kit.moveClock(t, m, '2026-05-13T07:00:00Z');
    const again = await late(m, habit._id, '2026-05-12');
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorResponse>().code).toBe('ALREADY_COMPLETE');
  });

  it('keeps 10:00 on the mornings the clocks change in London', async () => {
    const m = await kit.newMember(t, '2026-03-27T12:00:00Z', { timezone: 'Europe/London' });
    const habit = await create(m, 3);
    // Sunday 29 March: 08:59Z is 09:59 BST; 09:01Z is 10:01 BST, though only 9 h after midnight.
    await kit.moveClock(t, m, '2026-03-29T08:59:00Z');
    kit.okResult(await late(m, habit._id, '2026-03-28'));
    await kit.moveClock(t, m, '2026-03-29T09:01:00Z');
    expectClosed(await late(m, habit._id, '2026-03-28'));

    // Sunday 25 October: midnight was 23:00Z, so 09:30Z (09:30 GMT) is 10.5 h after it, and open.
    const autumn = await create(m, 3, 'Read');
    await kit.moveClock(t, m, '2026-10-25T09:30:00Z');
    kit.okResult(await late(m, autumn._id, '2026-10-24'));
    await kit.moveClock(t, m, '2026-10-25T09:59:00Z');
    kit.okResult(await late(m, autumn._id, '2026-10-24'));
    await kit.moveClock(t, m, '2026-10-25T10:01:00Z');
    expectClosed(await late(m, autumn._id, '2026-10-24'));

    const rows = await db(t).select().from(completions).where(eq(completions.userId, m.id));
    expect(rows.map((r) => [r.day, r.count]).sort()).toEqual([
      ['2026-03-28', 1],
      ['2026-10-24', 2],
    ]);
    expect(await books(m)).toBe(30);
  });
});

describe('an Idempotency-Key on a late check-in', () => {
  it('replays the first reply, even past the cut-off, and never crosses with today', async () => {
    const m = await kit.newMember(t, '2026-05-11T12:00:00Z', { timezone: 'Europe/London' });
    const habit = await create(m, 3);
    await kit.moveClock(t, m, '2026-05-13T08:00:00Z');
    const first = kit.okResult(await late(m, habit._id, '2026-05-12', { key: 'late-tap' }));
    const after = await written(m);
    expect(kit.okResult(await late(m, habit._id, '2026-05-12', { key: 'late-tap' }))).toEqual(
      first,
    );
    expect(await written(m)).toEqual(after);

    await kit.moveClock(t, m, '2026-05-13T09:30:00Z'); // 10:30 BST: closed, but this was done
    expect(kit.okResult(await late(m, habit._id, '2026-05-12', { key: 'late-tap' }))).toEqual(
      first,
    );
    // The same key for today's check-in is another request.
    const today = await kit.completeHabit(t, m.token, habit._id, { key: 'late-tap' });
    expect(today.statusCode).toBe(409);
    expect(today.json<ErrorResponse>().code).toBe('CONFLICT');
    expect(await written(m)).toEqual(after);

    // And a key first used for today's is no late check-in's.
    await kit.moveClock(t, m, '2026-05-14T07:00:00Z');
    kit.okResult(await kit.completeHabit(t, m.token, habit._id, { key: 'today-tap' }));
    const crossed = await late(m, habit._id, '2026-05-13', { key: 'today-tap' });
    expect(crossed.statusCode).toBe(409);
    expect(crossed.json<ErrorResponse>().code).toBe('CONFLICT');
    expect(await books(m)).toBe(20);
  });
});
