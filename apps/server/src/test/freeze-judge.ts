import {
  addDays,
  type BuyFreezeResult,
  type GamificationStats,
  type Habit,
} from '@streakwise/shared';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { dayProtections, pointEntries, users } from '../db/schema.js';
import * as kit from './habits.js';
import { bearer, db, type TestApp } from './helper.js';
import { logStatements } from './statements.js';

/* The steps the freeze judging tests share (apps/server/src/modules/habits/freeze-judge*.test.ts). */

export const ZONE = 'Europe/London';
/** A Monday. */
const FIRST = '2026-05-04';

/** Members with streaks, freezes bought and the reads that judge them, in the file's app `t`. */
export function freezeSteps(t: TestApp) {
  const moveTo = (m: kit.Member, local: string) =>
    kit.moveClock(t, m, kit.atWallClock(local, ZONE));

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
      habits.push(
        await kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 10 }, 201),
      );
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
      .select({
        habitId: dayProtections.habitId,
        day: dayProtections.day,
        kind: dayProtections.kind,
      })
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

  return { moveTo, runner, buy, list, stats, listed, statusOn, freezeRecord, measured };
}
