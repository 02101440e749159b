import { addDays, localDay, quitDayRow } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completions, users } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import { LONDON, MONDAY, quitDaySteps } from '../../test/quit-days.js';
import { logStatements } from '../../test/statements.js';

/*
 * A quit habit's days written ahead and its kept days paid (docs/decisions/032-habit-kinds.md): on
 * the person's next read of the list or the stats, and by the scheduled pass for those who do not
 * open the app; each kept day once its late window has closed (10:00 local the next morning),
 * keptDayPoints of the streak that day, once.
 */
const t = useTestApp();
const { addQuitHabit, at, daysFrom, list, member, moveTo, paidDays, stats, storedDays, tick } =
  quitDaySteps(t);

describe('quit days', () => {
  it('writes each day through today on the next read, and pays the days whose window closed', async () => {
    const m = await member(`${MONDAY}T12:00`);
    const habit = await addQuitHabit(m, LONDON, 2);
    const thursday = addDays(MONDAY, 3);

    await moveTo(m, `${thursday}T09:00`);
    const listed = (await list(m)).find((h) => h._id === habit._id);
    expect(listed?.completions.map((c) => c.date)).toEqual(daysFrom(MONDAY, thursday));
    expect(listed?.completions.slice(0, 3).map((c) => c.status)).toEqual(['done', 'done', 'done']);
    expect(listed?.today.isComplete).toBe(true);
    expect(listed?.streak).toEqual({ current: 4, longest: 4 });
    // Wednesday's late window is open until 10:00: Monday and Tuesday only.
    expect(await paidDays(m)).toEqual([
      [MONDAY, 10],
      [addDays(MONDAY, 1), 10],
    ]);
    expect(await kit.books(t, m)).toBe(20);

    await moveTo(m, `${thursday}T10:30`);
    await tick();
    expect(await paidDays(m)).toEqual([
      [MONDAY, 10],
      [addDays(MONDAY, 1), 10],
      [addDays(MONDAY, 2), 10],
    ]);
    // The pass and the reads again, alone and at once: nothing more is written or paid.
    await Promise.all([tick(), list(m), stats(m), tick()]);
    await list(m);
    await stats(m);
    expect(await paidDays(m)).toHaveLength(3);
    expect(await storedDays(habit._id)).toEqual(daysFrom(MONDAY, thursday));
    expect(await kit.books(t, m)).toBe(30);

    // Settled, a read costs what it did before quit habits: authentication, the active habits,
    // and the week's facts with the badges held.
    const log = logStatements(t.deps.database);
    try {
      await t.app.inject({
        method: 'GET',
        url: '/api/gamification/stats',
        headers: bearer(m.token),
      });
      expect(log.statements, log.statements.join('\n')).toHaveLength(3);
    } finally {
      log.stop();
    }
  });

  it('pays the streak of each day: 1.5 times from the seventh day on', async () => {
    const m = await member(`${MONDAY}T12:00`);
    const habit = await addQuitHabit(m, LONDON);
    await moveTo(m, `${addDays(MONDAY, 9)}T11:00`);
    expect((await list(m)).find((h) => h._id === habit._id)?.streak.current).toBe(10);
    expect((await paidDays(m)).map(([, points]) => points)).toEqual([
      10, 10, 10, 10, 10, 10, 15, 15, 15,
    ]);
    expect(await kit.books(t, m)).toBe(105);
  });

  it('a day over the limit pays nothing and breaks the streak', async () => {
    const m = await member(`${MONDAY}T12:00`);
    const habit = await addQuitHabit(m, LONDON, 2);
    const tuesday = addDays(MONDAY, 1);
    // Three slips against a limit of two, as a slip on Tuesday would write the day.
    await moveTo(m, `${tuesday}T20:00`);
    await db(t)
      .insert(completions)
      .values({ habitId: habit._id, userId: m.id, day: tuesday, ...quitDayRow(3, 2) });

    await moveTo(m, `${addDays(MONDAY, 4)}T11:00`);
    const listed = (await list(m)).find((h) => h._id === habit._id);
    expect(listed?.completions.find((c) => c.date === tuesday)?.status).not.toBe('done');
    // Wednesday, Thursday and Friday.
    expect(listed?.streak).toEqual({ current: 3, longest: 3 });
    expect(await paidDays(m)).toEqual([
      [MONDAY, 10],
      [addDays(MONDAY, 2), 10],
      [addDays(MONDAY, 3), 10],
    ]);
    expect(await kit.books(t, m)).toBe(30);
  });

  it('a protected day pays nothing', async () => {
    const m = await member(`${MONDAY}T12:00`);
    const habit = await addQuitHabit(m, LONDON);
    await kit.protectDay(t, m, habit._id, addDays(MONDAY, 1), 'vacation');
    await moveTo(m, `${addDays(MONDAY, 3)}T11:00`);
    await list(m);
    expect((await paidDays(m)).map(([day]) => day)).toEqual([MONDAY, addDays(MONDAY, 2)]);
  });

  it('days are written before freezes are judged: a freeze covers a day over the limit only', async () => {
    const m = await member(`${MONDAY}T12:00`);
    const habit = await addQuitHabit(m, LONDON, 0);
    const saturday = addDays(MONDAY, 5);
    await db(t)
      .update(users)
      .set({ freezesHeld: 1, freezesJudgedThrough: MONDAY })
      .where(eq(users.id, m.id));
    await moveTo(m, `${addDays(MONDAY, 2)}T12:00`);
    await list(m);
    // Unopened on Thursday and Friday: days without a row yet are kept days, not misses to cover.
    await moveTo(m, `${saturday}T20:00`);
    await db(t)
      .insert(completions)
      .values({ habitId: habit._id, userId: m.id, day: saturday, ...quitDayRow(1, 0) });
    await moveTo(m, `${addDays(saturday, 1)}T11:00`);
    const listed = (await list(m)).find((h) => h._id === habit._id);
    expect(listed?.completions.find((c) => c.date === saturday)?.status).toBe('protected');
    expect((await stats(m)).freezes.recentUses.map((u) => u.date)).toEqual([saturday]);
    expect((await paidDays(m)).map(([day]) => day)).toEqual(daysFrom(MONDAY, addDays(MONDAY, 4)));
  });

  it('each person gets their own local midnight', async () => {
    // 09:00 on Tuesday in Auckland is 12:00 on Monday in Los Angeles.
    const start = new Date('2026-11-09T20:00:00Z');
    const auckland = await kit.newMember(t, start.toISOString(), {
      timezone: 'Pacific/Auckland',
      plan: 'pro',
    });
    const kiwi = await addQuitHabit(auckland, 'Pacific/Auckland');
    const angeleno = await kit.newMember(t, start.toISOString(), {
      timezone: 'America/Los_Angeles',
      plan: 'pro',
    });
    const west = await addQuitHabit(angeleno, 'America/Los_Angeles');
    const readAt = async (iso: string) => {
      await kit.moveClock(t, auckland, iso);
      await list(auckland);
      await kit.moveClock(t, angeleno, iso);
      await list(angeleno);
      return [await storedDays(kiwi._id), await storedDays(west._id)];
    };
    // 23:59 on Tuesday in Auckland; 02:59 on Tuesday in Los Angeles.
    expect(await readAt('2026-11-10T10:59:00Z')).toEqual([
      ['2026-11-10'],
      ['2026-11-09', '2026-11-10'],
    ]);
    // 00:01 on Wednesday in Auckland.
    expect((await readAt('2026-11-10T11:01:00Z'))[0]).toEqual(['2026-11-10', '2026-11-11']);
    // 23:59 on Tuesday in Los Angeles, then 00:01 on Wednesday.
    expect((await readAt('2026-11-11T07:59:00Z'))[1]).toEqual(['2026-11-09', '2026-11-10']);
    expect((await readAt('2026-11-11T08:01:00Z'))[1]).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
    ]);
  });

  it('writes exactly one row per local day across the clocks going back', async () => {
    // British Summer Time ends at 02:00 on Sunday 25 October 2026.
    const m = await member('2026-10-22T12:00');
    const habit = await addQuitHabit(m, LONDON);
    const instants = [
      at('2026-10-24T23:59'),
      at('2026-10-25T00:30'),
      new Date('2026-10-25T00:30:00Z'), // 01:30 BST
      new Date('2026-10-25T01:30:00Z'), // 01:30 GMT, the second time that day
      at('2026-10-25T23:59'),
      at('2026-10-26T00:01'),
    ];
    for (const instant of instants) {
      await kit.moveClock(t, m, instant);
      await tick();
      await list(m);
      expect(await storedDays(habit._id)).toEqual(
        daysFrom('2026-10-22', localDay(instant, LONDON)),
      );
    }
  });

  it('archived quit habits are not written', async () => {
    const m = await member(`${MONDAY}T12:00`);
    const kept = await addQuitHabit(m, LONDON, 0, 'No smoking');
    const archived = await addQuitHabit(m, LONDON, 0, 'No sugar');
    expect((await kit.archiveHabit(t, m.token, archived._id)).statusCode).toBe(200);
    await moveTo(m, `${addDays(MONDAY, 3)}T11:00`);
    await list(m);
    await tick();
    expect(await storedDays(archived._id)).toEqual([MONDAY]);
    expect(await storedDays(kept._id)).toEqual(daysFrom(MONDAY, addDays(MONDAY, 3)));
    expect(await paidDays(m, archived._id)).toEqual([]);
    expect(await paidDays(m, kept._id)).toHaveLength(3);
    // Restored on Thursday: its archived days were not kept days; it starts again today.
    expect((await kit.restoreHabit(t, m.token, archived._id)).statusCode).toBe(200);
    expect(await storedDays(archived._id)).toEqual([MONDAY, addDays(MONDAY, 3)]);
  });

  it('the scheduled pass pays a person who never opens the app', async () => {
    const m = await member(`${MONDAY}T12:00`);
    const habit = await addQuitHabit(m, LONDON);
    const thursday = addDays(MONDAY, 3);
    t.clock.set(at(`${thursday}T11:00`));
    await tick();
    expect(await storedDays(habit._id)).toEqual(daysFrom(MONDAY, thursday));
    expect(await paidDays(m)).toHaveLength(3);
    const [row] = await db(t)
      .select({ points: users.points, through: users.quitDaysThrough })
      .from(users)
      .where(eq(users.id, m.id));
    expect(row).toEqual({ points: 30, through: thursday });
    // A later pass the same day has nothing to do.
    await tick();
    expect(await paidDays(m)).toHaveLength(3);
    await kit.moveClock(t, m, at(`${thursday}T11:00`));
    expect(await kit.books(t, m)).toBe(30);
  });
});
