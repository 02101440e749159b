import type { Day } from '@streakwise/shared';
import { and, eq, gte, isNull, lte, min, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { checkIns } from '../../db/schema.js';

/**
 * A user's live check-ins on the days from `from` to `to`: not undone (an undo marks its check-in,
 * docs/decisions/032-habit-kinds.md). The one writing of the rule, for every read of the habits
 * module that counts check-ins over a range; served by the (user, day) index of check_ins.
 */
export function liveCheckInsBetween(userId: string, from: Day, to: Day): SQL {
  return and(
    eq(checkIns.userId, userId),
    gte(checkIns.day, from),
    lte(checkIns.day, to),
    isNull(checkIns.undoneAt),
  ) as SQL;
}

/** When a habit was first checked in for one day (undone check-ins left out). */
export interface FirstCheckIn {
  habitId: string;
  day: Day;
  at: Date;
}

/**
 * The first live check-in of each habit-day from `from` to `to`: when the person usually checks
 * in, which premium coaching reads (premium/coaching-facts.ts). One row per habit-day, served by
 * the (user, day) index of check_ins.
 */
export async function firstCheckIns(
  db: Queryable,
  userId: string,
  from: Day,
  to: Day,
): Promise<FirstCheckIn[]> {
  const rows = await db
    .select({ habitId: checkIns.habitId, day: checkIns.day, at: min(checkIns.createdAt) })
    .from(checkIns)
    .where(liveCheckInsBetween(userId, from, to))
    .groupBy(checkIns.habitId, checkIns.day);
  return rows.flatMap((r) =>
    r.at ? [{ habitId: r.habitId, day: r.day, at: new Date(r.at) }] : [],
  );
}
