import { addDays, type Habit } from '@streakwise/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completions, pointEntries } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import { lateCheckIns } from '../../test/late-check-in.js';
import { logStatements } from '../../test/statements.js';

/*
 * A late check-in (apps/server/src/modules/habits/late-check-in.test.ts) is streaked, paid and
 * judged for its week as yesterday's, and stays within a check-in's statements.
 */
const t = useTestApp();
const { books, create, expectKeptStreak, late } = lateCheckIns(t);

describe('streaks and points', () => {
  it('keeps a streak that a missed yesterday would have broken, and earns at its length', async () => {
    // Wednesday to Monday, six days; Tuesday is missed until Wednesday morning.
    const m = await kit.newMember(t, '2026-05-06T12:00:00Z', { timezone: 'Europe/London' });
    const habit = await create(m);
    for (let n = 0; n < 6; n += 1) {
      await kit.moveClock(t, m, `${addDays('2026-05-06', n)}T12:00:00Z`);
      kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    }
    await kit.moveClock(t, m, '2026-05-13T08:30:00Z'); // 09:30 BST
    expect(await expectKeptStreak(m, habit._id, '2026-05-13')).toEqual({ current: 0, longest: 6 });

    const result = kit.okResult(await late(m, habit._id, '2026-05-12'));
    // Its streak as of Tuesday is 7: ×1.5.
    expect(result).toMatchObject({ streakIncremented: true, pointsEarned: 15 });
    expect(result.habit.streak).toEqual({ current: 7, longest: 7 });
    expect(result.badges.map((b) => b.id)).toContain('streak-7');
    expect(await expectKeptStreak(m, habit._id, '2026-05-13')).toEqual({ current: 7, longest: 7 });

    const today = kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    expect(today).toMatchObject({ pointsEarned: 15 });
    expect(today.habit.streak).toEqual({ current: 8, longest: 8 });
    expect(await expectKeptStreak(m, habit._id, '2026-05-13')).toEqual({ current: 8, longest: 8 });
  });

  it('fills yesterday under a today already reached: points as of yesterday, streak as of today', async () => {
    const m = await kit.newMember(t, '2026-05-11T12:00:00Z', { timezone: 'Europe/London' });
    const habit = await create(m);
    kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    await kit.moveClock(t, m, '2026-05-13T07:00:00Z');
    kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    expect(await expectKeptStreak(m, habit._id, '2026-05-13')).toEqual({ current: 1, longest: 1 });

    const result = kit.okResult(await late(m, habit._id, '2026-05-12'));
    expect(result).toMatchObject({
      streakIncremented: true,
      pointsEarned: 10,
      progress: { completed: 1, target: 1 },
    });
    expect(result.habit.streak).toEqual({ current: 3, longest: 3 });
    expect(result.badges.map((b) => b.id)).toContain('streak-3');
    expect(await expectKeptStreak(m, habit._id, '2026-05-13')).toEqual({ current: 3, longest: 3 });

    // Undo stays today's: it takes back this morning, not yesterday.
    const undone = kit.okResult(await kit.undoCheckIn(t, m.token, habit._id));
    expect(undone.habit.streak).toEqual({ current: 2, longest: 2 });
    expect(undone.habit.completions.map((c) => c.date)).toEqual(['2026-05-11', '2026-05-12']);
    expect(await expectKeptStreak(m, habit._id, '2026-05-13')).toEqual({ current: 2, longest: 2 });
    expect(await books(m)).toBe(20);
  });

  it('fills yesterday under a today started but not reached, then today goes on', async () => {
    const m = await kit.newMember(t, '2026-05-11T12:00:00Z', { timezone: 'Europe/London' });
    const habit = await create(m, 2);
    kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count: 2 }));
    await kit.moveClock(t, m, '2026-05-13T06:00:00Z');
    kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    const result = kit.okResult(await late(m, habit._id, '2026-05-12', { count: 5 }));
    expect(result).toMatchObject({ pointsEarned: 20, progress: { completed: 1, target: 2 } });
    expect(result.habit.streak).toEqual({ current: 2, longest: 2 });
    expect(await expectKeptStreak(m, habit._id, '2026-05-13')).toEqual({ current: 2, longest: 2 });

    const today = kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    expect(today.habit.streak).toEqual({ current: 3, longest: 3 });
    expect(await expectKeptStreak(m, habit._id, '2026-05-13')).toEqual({ current: 3, longest: 3 });
    kit.okResult(await kit.undoCheckIn(t, m.token, habit._id));
    expect(await expectKeptStreak(m, habit._id, '2026-05-13')).toEqual({ current: 2, longest: 2 });
  });

  it('judges yesterday by the target it had, after a change of target today', async () => {
    const m = await kit.newMember(t, '2026-05-11T12:00:00Z', { timezone: 'Europe/London' });
    const habit = await create(m, 3);
    await kit.moveClock(t, m, '2026-05-12T12:00:00Z');
    kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    await kit.moveClock(t, m, '2026-05-13T07:00:00Z');
    expect((await kit.editHabit(t, m.token, habit._id, { dailyTarget: 1 })).statusCode).toBe(200);
    const result = kit.okResult(await late(m, habit._id, '2026-05-12'));
    expect(result.streakIncremented).toBe(false);
    expect(result.habit.completions).toEqual([
      { date: '2026-05-11', count: 0, status: 'missed' },
      { date: '2026-05-12', count: 2, status: 'partial' },
    ]);
    const [row] = await db(t)
      .select()
      .from(completions)
      .where(and(eq(completions.habitId, habit._id), eq(completions.day, '2026-05-12')));
    expect(row).toMatchObject({ count: 2, target: 3 });
  });

  it('keeps points equal to the ledger through a mix of late, normal and undone check-ins', async () => {
    const zone = 'Pacific/Kiritimati';
    const m = await kit.newMember(t, kit.atWallClock('2026-05-04T12:00', zone).toISOString(), {
      timezone: zone,
    });
    const a = await create(m, 2);
    const b = await create(m, 1, 'Read');
    const steps: [string, () => Promise<unknown>][] = [
      ['2026-05-04T20:00', () => kit.completeHabit(t, m.token, a._id)],
      ['2026-05-05T08:00', () => late(m, a._id, '2026-05-04')],
      ['2026-05-05T08:05', () => late(m, b._id, '2026-05-04')],
      ['2026-05-05T08:10', () => kit.completeHabit(t, m.token, b._id)],
      ['2026-05-05T08:15', () => kit.undoCheckIn(t, m.token, b._id)],
      ['2026-05-06T09:00', () => late(m, a._id, '2026-05-05', { count: 2 })],
      ['2026-05-06T09:30', () => late(m, b._id, '2026-05-05')],
      ['2026-05-06T09:45', () => kit.completeHabit(t, m.token, a._id, { count: 2 })],
      ['2026-05-07T09:50', () => late(m, b._id, '2026-05-06')],
      ['2026-05-07T10:00', () => late(m, a._id, '2026-05-06')], // closed
      ['2026-05-07T10:05', () => kit.completeHabit(t, m.token, b._id)],
    ];
    for (const [local, step] of steps) {
      await kit.moveClock(t, m, kit.atWallClock(local, zone));
      await step();
      await books(m);
    }
    const listed = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    const streakOf = (id: string) => listed.find((h) => h._id === id)?.streak;
    expect(streakOf(a._id)).toEqual({ current: 3, longest: 3 });
    expect(streakOf(b._id)).toEqual({ current: 4, longest: 4 });
    await expectKeptStreak(m, a._id, '2026-05-07');
  });
});

describe('the perfect week', () => {
  it('is completed by a late Sunday on Monday morning, and pays once', async () => {
    const m = await kit.newMember(t, '2026-06-01T11:00:00Z', { timezone: 'Europe/London' });
    const habit = await create(m);
    for (let n = 0; n < 6; n += 1) {
      await kit.moveClock(t, m, `${addDays('2026-06-01', n)}T11:00:00Z`);
      kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    }
    await kit.moveClock(t, m, '2026-06-08T08:00:00Z'); // Monday 09:00 BST
    const result = kit.okResult(await late(m, habit._id, '2026-06-07', { key: 'sunday-late' }));
    expect(result.bonuses).toEqual([{ reason: 'perfect-week', points: 100 }]);
    expect(result.pointsEarned).toBe(15);
    expect(result.badges.map((b) => b.id)).toEqual(
      expect.arrayContaining(['perfect-week', 'streak-7']),
    );
    // The reply's challenge is this week's; last week's counted Sunday's check-in.
    expect(result.weeklyChallenge).toMatchObject({ startsOn: '2026-06-08', progress: 0 });
    const bonus = await db(t)
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, m.id), eq(pointEntries.reason, 'perfect-week')));
    expect(bonus.map((e) => [e.bonusKey, e.day, e.amount])).toEqual([
      ['perfect-week:2026-06-01', '2026-06-07', 100],
    ]);

    expect(kit.okResult(await late(m, habit._id, '2026-06-07', { key: 'sunday-late' }))).toEqual(
      result,
    );
    const today = kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    expect(today.bonuses).toEqual([]);
    expect(today.habit.streak).toEqual({ current: 8, longest: 8 });
    // 6 × 10, the challenge's 50, 15 for Sunday, its 100, 15 for today.
    expect(await books(m)).toBe(240);
    expect(await kit.countRows(t, pointEntries, m.id)).toBe(10);
  });

  it('is completed by a late Saturday on Sunday morning after Sunday was done', async () => {
    const m = await kit.newMember(t, '2026-06-15T11:00:00Z', { timezone: 'Europe/London' });
    const habit = await create(m);
    for (let n = 0; n < 5; n += 1) {
      await kit.moveClock(t, m, `${addDays('2026-06-15', n)}T11:00:00Z`);
      kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    }
    await kit.moveClock(t, m, '2026-06-21T06:00:00Z'); // Sunday 07:00 BST
    expect(kit.okResult(await kit.completeHabit(t, m.token, habit._id)).bonuses).toEqual([]);
    const result = kit.okResult(await late(m, habit._id, '2026-06-20'));
    expect(result.bonuses).toEqual([{ reason: 'perfect-week', points: 100 }]);
    expect(result.habit.streak).toEqual({ current: 7, longest: 7 });
    // Saturday's own streak is 6: ×1; the habit's, now 7, earns the badge.
    expect(result.pointsEarned).toBe(10);
    expect(result.badges.map((b) => b.id)).toContain('streak-7');
    expect(await expectKeptStreak(m, habit._id, '2026-06-21')).toEqual({ current: 7, longest: 7 });
    expect(await books(m)).toBe(70 + 50 + 100);
  });
});

describe('statements', () => {
  it('a late check-in stays within a check-in’s 15, even reading history and last week', async () => {
    const m = await kit.newMember(t, '2026-06-01T11:00:00Z', { timezone: 'Europe/London' });
    const habit = await create(m);
    for (let n = 0; n < 6; n += 1) {
      await kit.moveClock(t, m, `${addDays('2026-06-01', n)}T11:00:00Z`);
      kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    }
    // Monday done first: the late Sunday under it reads the habit's history, judges and pays last
    // week's perfect week, earns badges, reads this week's challenge for the reply, and saves it.
    await kit.moveClock(t, m, '2026-06-08T07:00:00Z');
    kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    const log = logStatements(t.deps.database);
    try {
      const result = kit.okResult(await late(m, habit._id, '2026-06-07', { key: 'worst-late' }));
      expect(result.bonuses).toEqual([{ reason: 'perfect-week', points: 100 }]);
      expect(result.badges.map((b) => b.id)).toEqual(
        expect.arrayContaining(['perfect-week', 'streak-7']),
      );
      expect(log.statements.length, log.statements.join('\n')).toBeLessThanOrEqual(15);
    } finally {
      log.stop();
    }
  });
});
