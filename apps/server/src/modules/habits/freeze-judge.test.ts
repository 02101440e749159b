import type { Habit } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { freezeSteps, ZONE } from '../../test/freeze-judge.js';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';

/*
 * Held streak freezes used on their own (docs/decisions/017-fair-streaks.md, "Freezes"): on the
 * first read of the habit list or the stats after a missed due day closed (10:00 local the next
 * morning), when the streak before it was at least 3. The use is a `freeze` protection, a
 * `freeze-used` ledger row of 0 points and one freeze fewer; each day is judged once, and a freeze
 * never covers a day that closed before it was bought.
 */
const t = useTestApp();
const { buy, freezeRecord, list, listed, measured, moveTo, runner, stats, statusOn } =
  freezeSteps(t);

describe('a held freeze on a missed day', () => {
  it('saves a 4-day streak once the day closes, once', async () => {
    const { m, habits } = await runner(4);
    const habit = habits[0]!;
    expect((await buy(m)).freezes.held).toBe(1);
    const points = await kit.books(t, m);
    // 2026-05-08 is missed; the list is read the next day after 10:00.
    await moveTo(m, '2026-05-09T10:30');
    const saved = await listed(m, habit._id);

    expect(await freezeRecord(m)).toEqual({
      held: 0,
      judgedThrough: '2026-05-08',
      used: [{ habitId: habit._id, day: '2026-05-08', amount: 0 }],
      protections: [{ habitId: habit._id, day: '2026-05-08', kind: 'freeze' }],
    });
    expect(statusOn(saved, '2026-05-08')).toBe('protected');
    expect(saved?.streak.current).toBe(4);
    const after = await stats(m);
    expect(after.freezes).toEqual({
      held: 0,
      max: 2,
      price: 200,
      recentUses: [
        {
          habitId: habit._id,
          habitName: 'Stretch',
          date: '2026-05-08',
          usedAt: expect.any(String) as string,
        },
      ],
    });
    const usedAt = Date.parse(after.freezes.recentUses[0]!.usedAt);
    expect(Math.abs(usedAt - kit.atWallClock('2026-05-09T10:30', ZONE).getTime())).toBeLessThan(
      60_000,
    );
    expect(after.streaks[habit._id]?.current).toBe(4);
    // A freeze's use costs nothing.
    expect(await kit.books(t, m)).toBe(points);
    const logged = t.logs.filter((line) => line.includes('"freeze.used"'));
    expect(logged.filter((line) => line.includes(m.id) && line.includes(habit._id))).toHaveLength(
      1,
    );

    // Read again: nothing more is judged, and the kept list is served as it was built.
    const again = await measured(() => list(m));
    expect(again.statements, again.statements.join('\n')).toHaveLength(1);
    await stats(m);
    expect((await freezeRecord(m)).used).toHaveLength(1);
  });

  it('is used by the stats too, the first read after the day closed', async () => {
    const { m, habits } = await runner(4);
    await buy(m);
    await moveTo(m, '2026-05-09T10:30');
    const read = await stats(m);
    expect(read.freezes.held).toBe(0);
    expect(read.freezes.recentUses.map((u) => [u.habitId, u.date])).toEqual([
      [habits[0]!._id, '2026-05-08'],
    ]);
    expect((await freezeRecord(m)).used).toHaveLength(1);
  });

  it('is not used on a streak of 2', async () => {
    const { m, habits } = await runner(2);
    await buy(m);
    await moveTo(m, '2026-05-07T10:30');
    const habit = await listed(m, habits[0]!._id);
    expect(await freezeRecord(m)).toEqual({
      held: 1,
      judgedThrough: '2026-05-06',
      used: [],
      protections: [],
    });
    expect(statusOn(habit, '2026-05-06')).toBe('missed');
    expect(habit?.streak.current).toBe(0);
    expect((await stats(m)).freezes).toMatchObject({ held: 1, recentUses: [] });
  });

  it.each([
    ['read once after both days closed', ['2026-05-10T10:30']],
    ['read each morning', ['2026-05-09T10:30', '2026-05-10T10:30']],
  ])('covers two missed days in a row with two held (%s)', async (_, reads) => {
    const { m, habits } = await runner(4);
    const habit = habits[0]!;
    await buy(m);
    expect((await buy(m)).freezes.held).toBe(2);
    for (const read of reads) {
      await moveTo(m, read);
      await list(m);
    }
    expect(await freezeRecord(m)).toMatchObject({
      held: 0,
      judgedThrough: '2026-05-09',
      used: [
        { habitId: habit._id, day: '2026-05-08', amount: 0 },
        { habitId: habit._id, day: '2026-05-09', amount: 0 },
      ],
    });
    const saved = await listed(m, habit._id);
    expect(statusOn(saved, '2026-05-08')).toBe('protected');
    expect(statusOn(saved, '2026-05-09')).toBe('protected');
    expect(saved?.streak.current).toBe(4);
    // Newest first.
    expect((await stats(m)).freezes.recentUses.map((u) => u.date)).toEqual([
      '2026-05-09',
      '2026-05-08',
    ]);
  });

  it('never covers a day that closed before it was bought; one bought before the close does', async () => {
    // Both miss 2026-05-08; one buys after it closed, the other while it was still open.
    const late = await runner(4);
    await moveTo(late.m, '2026-05-09T10:30');
    await buy(late.m);
    const early = await runner(4);
    await moveTo(early.m, '2026-05-09T09:30');
    await buy(early.m);

    await moveTo(late.m, '2026-05-09T10:45');
    const unsaved = await listed(late.m, late.habits[0]!._id);
    expect(await freezeRecord(late.m)).toMatchObject({ held: 1, used: [], protections: [] });
    expect(statusOn(unsaved, '2026-05-08')).toBe('missed');
    expect(unsaved?.streak.current).toBe(0);

    await moveTo(early.m, '2026-05-09T10:45');
    const saved = await listed(early.m, early.habits[0]!._id);
    expect(await freezeRecord(early.m)).toMatchObject({
      held: 0,
      used: [{ habitId: early.habits[0]!._id, day: '2026-05-08', amount: 0 }],
    });
    expect(statusOn(saved, '2026-05-08')).toBe('protected');
  });

  it('waits until 10:00: at 09:59 yesterday can still be checked in', async () => {
    const { m, habits } = await runner(4);
    const habit = habits[0]!;
    await buy(m);
    await moveTo(m, '2026-05-09T09:59');
    await list(m);
    expect(await freezeRecord(m)).toMatchObject({ held: 1, used: [], protections: [] });

    // The same day's list, kept at 09:59, is rebuilt once the freeze is used at 10:00.
    await moveTo(m, '2026-05-09T10:00');
    const saved = await listed(m, habit._id);
    expect(await freezeRecord(m)).toMatchObject({ held: 0, used: [{ day: '2026-05-08' }] });
    expect(statusOn(saved, '2026-05-08')).toBe('protected');
  });

  it('stays held when the missed day is checked in late, before 10:00', async () => {
    const { m, habits } = await runner(4);
    const habit = habits[0]!;
    await buy(m);
    await moveTo(m, '2026-05-09T09:59');
    kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count: 10, date: '2026-05-08' }));
    await moveTo(m, '2026-05-09T10:30');
    const kept = await listed(m, habit._id);
    expect(await freezeRecord(m)).toMatchObject({
      held: 1,
      judgedThrough: '2026-05-08',
      used: [],
      protections: [],
    });
    expect(kept?.streak.current).toBe(5);
  });

  it('goes to the earliest missed day first, and on one day to the oldest habit', async () => {
    // Both habits run 4 days; the newer one misses 2026-05-08, the older one 2026-05-09 too.
    const { m, habits } = await runner(4, ['Older', 'Newer']);
    const [older, newer] = habits as [Habit, Habit];
    await buy(m);
    await moveTo(m, '2026-05-08T12:00');
    kit.okResult(await kit.completeHabit(t, m.token, older._id, { count: 10 }));
    await moveTo(m, '2026-05-10T10:30');
    await list(m);
    expect((await freezeRecord(m)).used).toEqual([
      { habitId: newer._id, day: '2026-05-08', amount: 0 },
    ]);

    // On one day, the oldest habit: both miss 2026-05-08 with one freeze held.
    const both = await runner(4, ['Older', 'Newer']);
    await buy(both.m);
    await moveTo(both.m, '2026-05-09T10:30');
    await list(both.m);
    expect((await freezeRecord(both.m)).used).toEqual([
      { habitId: both.habits[0]!._id, day: '2026-05-08', amount: 0 },
    ]);
  });
});
