import {
  computeStreak,
  type ErrorResponse,
  type GamificationStats,
  type Habit,
  streakStateFrom,
  type User,
} from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkIns, completions, habits } from '../db/schema.js';
import { streakStateOf } from '../modules/habits/habits.repository.js';
import * as kit from './habits.js';
import { db, type TestApp } from './helper.js';

/* The steps the late check-in tests share (apps/server/src/modules/habits/late-check-in*.test.ts). */

/** Late check-ins, refusals and the books, for members of the file's app `t`. */
export function lateCheckIns(t: TestApp) {
  const create = (m: kit.Member, dailyTarget = 1, name = 'Stretch') =>
    kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget }, 201);
  const late = (
    m: kit.Member,
    id: string,
    date: string,
    extra: { count?: number; key?: string } = {},
  ) => kit.completeHabit(t, m.token, id, { date, ...extra });

  function expectClosed(res: { statusCode: number; json: <T>() => T }) {
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>()).toEqual({
      message: 'That day is closed: only today, and yesterday until 10:00, can be checked in.',
      code: 'DAY_CLOSED',
    });
  }

  /** Everything a check-in writes, for the user: refused requests must leave it as it was. */
  async function written(m: kit.Member) {
    return {
      completions: await kit.countRows(t, completions, m.id),
      checkIns: await kit.countRows(t, checkIns, m.id),
      ledger: await kit.ledger(t, m.id),
      points: await kit.storedPoints(t, m.id),
    };
  }

  /** The books balance: ledger sum = users.points = stats.points = /me points. Returns the total. */
  async function books(m: kit.Member): Promise<number> {
    const total = await kit.ledgerSum(t, m.id);
    const stats = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);
    const me = await kit.getJson<{ user: User }>(t, m.token, '/api/auth/me', 200);
    expect({
      users: await kit.storedPoints(t, m.id),
      stats: stats.points,
      me: me.user.points,
    }).toEqual({ users: total, stats: total, me: total });
    return total;
  }

  /** The stored streak state is a rebuild from the stored history, and answers as computeStreak. */
  async function expectKeptStreak(m: kit.Member, habitId: string, today: string) {
    const rows = await db(t).select().from(completions).where(eq(completions.habitId, habitId));
    const counted = rows.filter((r) => r.count >= r.target).map((r) => r.day);
    const [row] = await db(t).select().from(habits).where(eq(habits.id, habitId));
    const state = streakStateOf(row!);
    expect(state).toEqual(streakStateFrom(counted, state.openDay));
    const expected = computeStreak(counted, today);
    const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    const listed = list.find((h) => h._id === habitId);
    expect(listed?.today.date).toBe(today);
    expect(listed?.streak).toEqual(expected);
    const stats = await kit.getJson<GamificationStats>(t, m.token, '/api/gamification/stats', 200);
    expect(stats.streaks[habitId]).toEqual(expected);
    return expected;
  }

  return { create, late, expectClosed, written, books, expectKeptStreak };
}
