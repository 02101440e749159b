import { quitDayRow, type Day, type StreakState } from '@streakwise/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.js';
import { completions, habits, type HabitRow } from '../../db/schema.js';
import { streakColumns } from './habits.repository.js';

/*
 * What the writing and paying of quit habits' days reads and writes (quit-days.service.ts,
 * docs/decisions/032-habit-kinds.md).
 */

/** Every quit habit of the user, archived ones included, oldest first. */
export async function quitHabits(db: Queryable, userId: string): Promise<HabitRow[]> {
  return db
    .select()
    .from(habits)
    .where(and(eq(habits.userId, userId), eq(habits.kind, 'quit')))
    .orderBy(asc(habits.createdAt), asc(habits.id));
}

/** A kept day to write ahead, of a habit with its limit. */
export interface QuitDay {
  habitId: string;
  userId: string;
  day: Day;
  slipLimit: number;
}

/**
 * Writes the days as kept (no slip yet), leaving a day that has a row already (a slip wrote it) as
 * it is, in one statement. Returns the days actually written.
 */
export async function insertQuitDays(
  tx: Queryable,
  days: readonly QuitDay[],
  now: Date,
): Promise<{ habitId: string; day: Day }[]> {
  if (days.length === 0) return [];
  return tx
    .insert(completions)
    .values(
      days.map((d) => ({
        habitId: d.habitId,
        userId: d.userId,
        day: d.day,
        ...quitDayRow(0, d.slipLimit),
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ habitId: completions.habitId, day: completions.day });
}

/** The habit's days are written through `through`; with its kept streak when that moved. */
export async function markWritten(
  tx: Queryable,
  habitId: string,
  through: Day,
  streak: StreakState | undefined,
): Promise<void> {
  await tx
    .update(habits)
    .set({ quitWrittenThrough: through, ...(streak ? streakColumns(streak) : {}) })
    .where(eq(habits.id, habitId));
}

/** The habits' kept days are paid through `through`. */
export async function markPaid(
  tx: Queryable,
  habitIds: readonly string[],
  through: Day,
): Promise<void> {
  if (habitIds.length === 0) return;
  await tx
    .update(habits)
    .set({ quitPaidThrough: through })
    .where(inArray(habits.id, [...habitIds]));
}

/**
 * For each of the users, the earliest day their active quit habits are paid through (the day
 * before the habit's first while nothing is), in one statement: the scheduled pass skips a person
 * whose habits are paid through their last closed day.
 */
export async function paidMarks(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, Day>> {
  if (userIds.length === 0) return new Map();
  const rows = await selectRows<{ userId: string; paid: Day }>(
    db,
    sql`
    select user_id as "userId",
      min(coalesce(quit_paid_through, created_on - 1))::text as paid
    from ${habits}
    where ${and(inArray(habits.userId, [...userIds]), eq(habits.kind, 'quit'), isNull(habits.archivedAt))}
    group by user_id`,
  );
  return new Map(rows.map((r) => [r.userId, r.paid]));
}
