import type { Day } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import * as repo from './gamification.repository.js';

/*
 * The points of a quit habit's kept day (docs/decisions/032-habit-kinds.md): paid once the day has
 * ended and its late window closed, by habits/quit-days.service.ts, which judges which days are
 * kept and their streaks. Each is a 'quit-day' entry under the key 'quit-day:<habit>:<day>',
 * unique per user, so a day is paid once however many reads and job passes reach it.
 */

/** A kept day to pay, and its points (`keptDayPoints` of the streak that day). */
export interface KeptDayPay {
  habitId: string;
  day: Day;
  points: number;
}

export const quitDayKey = (habitId: string, day: Day) => `quit-day:${habitId}:${day}`;

/**
 * Writes the kept days' entries, each key once, and moves the user's total with them, in one
 * statement; the caller holds the user's lock. Returns the total after them and the days written.
 */
export async function payQuitDays(
  tx: Queryable,
  userId: string,
  days: readonly KeptDayPay[],
  now: Date,
): Promise<{ points: number; paid: number } | undefined> {
  const [first] = days;
  if (first === undefined) return undefined;
  const result = await repo.postBonuses(
    tx,
    userId,
    days.map((d) => ({
      reason: 'quit-day' as const,
      amount: d.points,
      key: quitDayKey(d.habitId, d.day),
      habitId: d.habitId,
      day: d.day,
    })),
    first.day,
    now,
  );
  return { points: result.points, paid: result.posted.length };
}
