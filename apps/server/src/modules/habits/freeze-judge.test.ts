import {
  addDays,
  type BuyFreezeResult,
  type GamificationStats,
  type Habit,
  type Schedule,
} from '@streakwise/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayProtections, pointEntries, users } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import { logStatements } from '../../test/statements.js';
import { shareFreezes, type FreezeHistory } from './freeze-judge.service.js';

/*
 * Held streak freezes used on their own (docs/decisions/017-fair-streaks.md, "Freezes"): on the
 * first read of the habit list or the stats after a missed due day closed (10:00 local the next
 * morning), when the streak before it was at least 3. The use is a `freeze` protection, a
 * `freeze-used` ledger row of 0 points and one freeze fewer; each day is judged once, and a freeze
 * never covers a day that closed before it was bought.
 */
const t = useTestApp();

const ZONE = 'Europe/London';
/** A Monday. */
const FIRST = '2026-05-04';

const moveTo = (m: kit.Member, local: string) => kit.moveClock(t, m, kit.atWallClock(local, ZONE));

/**
 * A member (Pro, so the habits are not limited) with one daily habit per name, made on FIRST, each
 * checked in to its target of 10 at noon on `days` consecutive days from FIRST: 100 points a day
 * and habit (and the weekly challenge's 50 once a week's habit-days reach it), so freezes can be
 * bought the ordinary way.
 */
async function runner(days: number, names = ['Stretch']) {
  const m = await kit.newMember(t, kit.atWallClock(`${FIRST}T12:00`, ZONE).toISOString(), {
    timezone: ZONE,
    plan: 'pro',
  });
  const habits: Habit[] = [];
  for (const name of names) {
    habits.push(await kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 10 }, 201));
  }
  for (let n = 0; n < days; n += 1) {
    await moveTo(m, `${addDays(FIRST, n)}T12:00`);
    for (const habit of habits) {
      kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count: 10 }));
    }
  }
  return { m, habits };
}

function buy(m: kit.Member) {
  return t.app
    .inject({ method: 'POST', url: '/api/gamification/freezes', headers: bearer(m.token) })
    .then((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return res.json<BuyFreezeResult>();
    });
}

const list = (m: kit.Member) => kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
const stats = (m: kit.Member) =>
  kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);
const listed = async (m: kit.Member, habitId: string) =>
  (await list(m)).find((h) => h._id === habitId);
const statusOn = (habit: Habit | undefined, day: string) =>
  habit?.completions.find((c) => c.date === day)?.status;

/** What the judging writes, as stored: freezes held, freezes used, protections. */
async function freezeRecord(m: kit.Member) {
  const [row] = await db(t)
    .select({ held: users.freezesHeld, judgedThrough: users.freezesJudgedThrough })
    .from(users)
    .where(eq(users.id, m.id));
  const used = await db(t)
    .select({ habitId: pointEntries.habitId, day: pointEntries.day, amount: pointEntries.amount })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, m.id), eq(pointEntries.reason, 'freeze-used')))
    .orderBy(asc(pointEntries.day));
  const protections = await db(t)
    .select({ habitId: dayProtections.habitId, day: dayProtections.day, kind: dayProtections.kind })
    .from(dayProtections)
    .where(eq(dayProtections.userId, m.id))
    .orderBy(asc(dayProtections.day));
  return { held: row?.held, judgedThrough: row?.judgedThrough, used, protections };
}

/** Runs `request` and returns the statements it sent with its result. */
async function measured<T>(request: () => Promise<T>) {
  const log = logStatements(t.deps.database);
  try {
    return { result: await request(), statements: [...log.statements] };
  } finally {
    log.stop();
  }
}

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

describe('the cost of a read', () => {
  it('sends no statement for freezes when none is held', async () => {
    const { m } = await runner(4);
    // Days have closed since the habit began, and no freeze is held: nothing to judge.
    await moveTo(m, '2026-05-10T10:30');
    const first = await measured(() => list(m));
    expect(
      first.statements.filter((s) => /^(begin|commit|insert|update)\b|for update/i.test(s.trim())),
      first.statements.join('\n'),
    ).toEqual([]);
    // The kept list: authentication is the one statement.
    const again = await measured(() => list(m));
    expect(again.statements, again.statements.join('\n')).toHaveLength(1);
  });
});

describe('shareFreezes', () => {
  const daily: Schedule = { kind: 'daily' };
  const history = (
    habitId: string,
    done: string[],
    schedule: Schedule = daily,
    protectedDays: string[] = [],
  ): FreezeHistory => ({ habitId, schedule, createdOn: '2026-05-01', done, protectedDays });
  const run = (from: string, to: string) => {
    const days: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
    return days;
  };

  it('never uses more than held, earliest day first, then the older habit', () => {
    const a = history('a', run('2026-05-01', '2026-05-06')); // misses 05-07 and 05-08
    const b = history('b', run('2026-05-01', '2026-05-07')); // misses 05-08
    expect(shareFreezes([a, b], 1, '2026-05-07', '2026-05-08')).toEqual([
      { habitId: 'a', day: '2026-05-07' },
    ]);
    expect(shareFreezes([a, b], 2, '2026-05-07', '2026-05-08')).toEqual([
      { habitId: 'a', day: '2026-05-07' },
      { habitId: 'a', day: '2026-05-08' },
    ]);
    // a missed 2026-05-07 before the range: its run is over, so it has nothing to save.
    expect(shareFreezes([a, b], 2, '2026-05-08', '2026-05-08')).toEqual([
      { habitId: 'b', day: '2026-05-08' },
    ]);
    const c = history('c', run('2026-05-01', '2026-05-07')); // misses 05-08, as b does
    expect(shareFreezes([c, b], 1, '2026-05-08', '2026-05-08')).toEqual([
      { habitId: 'c', day: '2026-05-08' },
    ]);
    expect(shareFreezes([b, c], 2, '2026-05-08', '2026-05-08')).toEqual([
      { habitId: 'b', day: '2026-05-08' },
      { habitId: 'c', day: '2026-05-08' },
    ]);
    expect(shareFreezes([a, b], 0, '2026-05-07', '2026-05-08')).toEqual([]);
  });

  it("covers a weekly habit's short week whole or not at all", () => {
    const weekly: Schedule = { kind: 'weekly', times: 3 };
    // Weeks of 3 done days from Monday 2026-04-06, then a week (2026-05-04) with 1.
    const done = ['2026-04-06', '2026-04-13', '2026-04-20', '2026-04-27'].flatMap((monday) => [
      monday,
      addDays(monday, 1),
      addDays(monday, 2),
    ]);
    const habit = { ...history('w', [...done, '2026-05-04'], weekly), createdOn: '2026-04-06' };
    expect(shareFreezes([habit], 1, '2026-05-04', '2026-05-10')).toEqual([]);
    expect(shareFreezes([habit], 2, '2026-05-04', '2026-05-10')).toEqual([
      { habitId: 'w', day: '2026-05-09' },
      { habitId: 'w', day: '2026-05-10' },
    ]);
  });
});
