import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkIns, completions, pointEntries } from '../../db/schema.js';
import { habitDaySteps, ZONE } from '../../test/habit-days.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';

/*
 * Any past day (docs/decisions/031-past-days-and-notes.md): PUT /api/habits/:id/days/:date sets a
 * day's count and note. Today and yesterday (until 10:00) move by ordinary check-ins and undos with
 * their points; an older day is a correction, which changes the history and the streak but never
 * the points or the badges.
 */
const t = useTestApp();
const { expectStreak, ok, put, refused, weekOld, written } = habitDaySteps(t);

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
