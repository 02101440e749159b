import {
  addDays,
  type GamificationStats,
  type Habit,
  localDay,
  quitDayRow,
} from '@streakwise/shared';
import { and, asc, eq } from 'drizzle-orm';
import { completions, habits, pointEntries, users } from '../db/schema.js';
import { runQuitDaysTick } from '../modules/habits/quit-days.service.js';
import * as kit from './habits.js';
import { db, type TestApp } from './helper.js';

/* The steps the quit-day tests share (apps/server/src/modules/habits/quit-days.test.ts). */

export const LONDON = 'Europe/London';
/** A Monday. */
export const MONDAY = '2026-11-02';

/** Members with quit habits, the clock, the tick and the stored days, in the file's app `t`. */
export function quitDaySteps(t: TestApp) {
  const at = (local: string, zone = LONDON) => kit.atWallClock(local, zone);
  const moveTo = (m: kit.Member, local: string, zone = LONDON) =>
    kit.moveClock(t, m, at(local, zone));
  const tick = () => runQuitDaysTick({ ...t.deps, log: t.app.log });
  const list = (m: kit.Member) => kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
  const stats = (m: kit.Member) =>
    kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);

  /**
   * A quit habit made now, as the create route will make one once it knows kinds: the habit made by
   * POST /api/habits, then turned into a quit habit with today's row written, kept, and the person's
   * written-through mark set.
   */
  async function addQuitHabit(m: kit.Member, zone: string, limit = 0, name = 'No sugar') {
    const habit = await kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 1 }, 201);
    const today = localDay(t.clock.now(), zone);
    await db(t)
      .update(habits)
      .set({
        kind: 'quit',
        slipLimit: limit,
        dailyTarget: 1,
        quitWrittenThrough: today,
        streakOpenDay: today,
        streakOpenDone: true,
      })
      .where(eq(habits.id, habit._id));
    await db(t)
      .insert(completions)
      .values({ habitId: habit._id, userId: m.id, day: today, ...quitDayRow(0, limit) });
    await db(t).update(users).set({ quitDaysThrough: today }).where(eq(users.id, m.id));
    return habit;
  }

  const member = (local: string, zone = LONDON) =>
    kit.newMember(t, at(local, zone).toISOString(), { timezone: zone, plan: 'pro' });

  /** The habit's stored days, oldest first. */
  async function storedDays(habitId: string): Promise<string[]> {
    const rows = await db(t)
      .select({ day: completions.day })
      .from(completions)
      .where(eq(completions.habitId, habitId))
      .orderBy(asc(completions.day));
    return rows.map((r) => r.day);
  }

  /** The kept days paid to the person: day and amount, oldest first. */
  async function paidDays(m: kit.Member, habitId?: string) {
    const rows = await db(t)
      .select({ habitId: pointEntries.habitId, day: pointEntries.day, points: pointEntries.amount })
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, m.id), eq(pointEntries.reason, 'quit-day')))
      .orderBy(asc(pointEntries.day));
    return rows.filter((r) => !habitId || r.habitId === habitId).map((r) => [r.day, r.points]);
  }

  /** Days from `from` through `to`. */
  function daysFrom(from: string, to: string): string[] {
    const days: string[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
    return days;
  }

  return { at, moveTo, tick, list, stats, addQuitHabit, member, storedDays, paidDays, daysFrom };
}
