import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { completions, habits, type HabitRow } from '../../db/schema.js';
import { hasProtectionColumn } from './habits.repository.js';

/* The writes of editing, archiving and restoring a habit (habit-edits.service.ts). */

export type HabitChanges = Partial<
  Pick<
    HabitRow,
    | 'name'
    | 'category'
    | 'dailyTarget'
    | 'unit'
    | 'slipLimit'
    | 'icon'
    | 'color'
    | 'description'
    | 'schedule'
    | 'reminderTime'
    | 'reminderDays'
    | 'reminderFrom'
    | 'quitWrittenThrough'
    | 'quitPaidThrough'
  >
> & { archivedAt?: Date | null; position?: SQL };

/**
 * The habit as the change left it, with whether any of its days is protected (read in the same
 * statement, so its view needs no other read to know how its streak is served).
 */
export async function updateHabit(
  db: Queryable,
  userId: string,
  habitId: string,
  changes: HabitChanges,
): Promise<(HabitRow & { hasProtection: boolean }) | undefined> {
  const [row] = await db
    .update(habits)
    .set(changes)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .returning({ ...getTableColumns(habits), hasProtection: hasProtectionColumn });
  return row;
}

/**
 * A new target applies to the day it changes on: that day's progress is judged by it; a quit
 * habit's new limit judges the day's slips again (kept: count 1, over: 0; docs/decisions/032).
 * Returns the day's count and target, or undefined when nothing was recorded that day.
 */
export async function retargetDay(
  db: Queryable,
  habit: Pick<HabitRow, 'id' | 'kind' | 'dailyTarget' | 'slipLimit'>,
  day: string,
): Promise<{ count: number; target: number } | undefined> {
  const limit = habit.slipLimit ?? 0;
  const [row] = await db
    .update(completions)
    .set(
      habit.kind === 'quit'
        ? {
            slipLimit: limit,
            count: sql`case when coalesce(${completions.slips}, 0) <= ${limit} then 1 else 0 end`,
          }
        : { target: habit.dailyTarget },
    )
    .where(and(eq(completions.habitId, habit.id), eq(completions.day, day)))
    .returning({ count: completions.count, target: completions.target });
  return row;
}

/** Every habit of the person without a reminder of its own (an unsubscribe link). */
export async function clearHabitReminders(db: Queryable, userId: string): Promise<void> {
  await db
    .update(habits)
    .set({ reminderTime: null, reminderDays: null, reminderFrom: null })
    .where(eq(habits.userId, userId));
}
