import type { GamificationStats, Habit } from '@streakwise/shared';
import { expect } from 'vitest';
import * as kit from './habits.js';
import type { TestApp } from './helper.js';
import { logStatements } from './statements.js';

/* The steps the schedule tests share (apps/server/src/modules/habits/schedules*.test.ts). */

export const MONDAY = '2026-11-02';
/** Noon in London in November (GMT): the same calendar day everywhere from UTC−11 to UTC+11. */
export const noon = (day: string) => `${day}T12:00:00Z`;
export const WORKDAYS = { kind: 'weekdays', days: [1, 2, 3, 4, 5] } as const;
export const THREE_A_WEEK = { kind: 'weekly', times: 3 } as const;

export const done = (date: string, count = 1) => ({ date, count, status: 'done' });

/** Habits, check-ins and reads for members of the file's app `t`. */
export function scheduleSteps(t: TestApp) {
  const create = (m: kit.Member, extra: object = {}) =>
    kit.addHabit(
      t,
      m.token,
      { name: 'Stand-up', category: 'Productivity', dailyTarget: 1, ...extra },
      201,
    );

  async function listed(m: kit.Member, habitId: string): Promise<Habit> {
    const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    const habit = list.find((h) => h._id === habitId);
    if (!habit) throw new Error('habit not listed');
    return habit;
  }

  /** The streak the list shows, after checking that the stats say the same. */
  async function streakShown(m: kit.Member, habitId: string) {
    const { streak } = await listed(m, habitId);
    const stats = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);
    expect(stats.streaks[habitId]).toEqual(streak);
    return streak;
  }

  /** A check-in at `instant` (noon on a day by default), expecting a 200. */
  async function checkIn(m: kit.Member, habitId: string, instant: string, count?: number) {
    await kit.moveClock(t, m, instant.length === 10 ? noon(instant) : instant);
    return kit.okResult(await kit.completeHabit(t, m.token, habitId, { count }));
  }

  /** How many SQL statements a request sent (authentication, BEGIN and COMMIT included). */
  async function statementsOf(request: () => Promise<{ statusCode: number }>): Promise<number> {
    const log = logStatements(t.deps.database);
    try {
      expect((await request()).statusCode).toBe(200);
      return log.statements.length;
    } finally {
      log.stop();
    }
  }

  return { create, listed, streakShown, checkIn, statementsOf };
}
