import {
  computeStreak,
  type ErrorResponse,
  type Habit,
  type SetHabitDayResult,
  streakStateFrom,
} from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkIns, completions, habitDays, habits } from '../db/schema.js';
import { streakStateOf } from '../modules/habits/habits.repository.js';
import * as kit from './habits.js';
import { bearer, db, type TestApp } from './helper.js';

/* The steps the day correction tests share (apps/server/src/modules/habits/habit-days*.test.ts). */

export const ZONE = 'Europe/London';

/** Day changes, refusals and what they wrote, for members of the file's app `t`. */
export function habitDaySteps(t: TestApp) {
  const put = (m: kit.Member, id: string, date: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/habits/${id}/days/${date}`,
      headers: bearer(m.token),
      payload: payload as object,
    });

  function ok(res: { statusCode: number; body: string; json: <T>() => T }): SetHabitDayResult {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SetHabitDayResult>();
  }

  function refused(res: { statusCode: number; json: <T>() => T }, status: number, message: string) {
    expect(res.statusCode).toBe(status);
    expect(res.json<ErrorResponse>().message).toBe(message);
  }

  /** Everything a day change could write for the user: a refusal must leave it as it was. */
  async function written(m: kit.Member) {
    const rows = await db(t).select().from(completions).where(eq(completions.userId, m.id));
    const days = await db(t).select().from(habitDays).where(eq(habitDays.userId, m.id));
    return {
      completions: rows.map((r) => [r.day, r.count, r.target]).sort(),
      days: days.map((d) => [d.day, d.note, d.correctedAt?.toISOString() ?? null]).sort(),
      checkIns: await kit.countRows(t, checkIns, m.id),
      ledger: await kit.ledger(t, m.id),
    };
  }

  /** A member whose habit (target 2) was made on Monday 11 May 2026, now on Friday 15 May at noon. */
  async function weekOld(dailyTarget = 2) {
    const m = await kit.newMember(t, kit.atWallClock('2026-05-11T12:00', ZONE).toISOString(), {
      timezone: ZONE,
    });
    const habit = await kit.addHabit(
      t,
      m.token,
      { name: 'Read', category: 'Learning', dailyTarget },
      201,
    );
    await kit.moveClock(t, m, kit.atWallClock('2026-05-15T12:00', ZONE));
    return { m, habit };
  }

  /** The kept streak is a rebuild of the stored history and answers as computeStreak does. */
  async function expectStreak(m: kit.Member, habitId: string, today: string, current: number) {
    const rows = await db(t).select().from(completions).where(eq(completions.habitId, habitId));
    const counted = rows.filter((r) => r.count >= r.target).map((r) => r.day);
    const [row] = await db(t).select().from(habits).where(eq(habits.id, habitId));
    const state = streakStateOf(row!);
    expect(state).toEqual(streakStateFrom(counted, state.openDay));
    const list = await kit.getJson<Habit[]>(t, m.token, '/api/habits', 200);
    const listed = list.find((h) => h._id === habitId);
    expect(listed?.streak).toEqual(computeStreak(counted, today));
    expect(listed?.streak.current).toBe(current);
  }

  return { put, ok, refused, written, weekOld, expectStreak };
}
