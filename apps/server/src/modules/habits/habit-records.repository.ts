import { weekStart, type Day } from '@streakwise/shared';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { completions, dayProtections, habits } from '../../db/schema.js';
import { habitOrder } from './habit-order.js';

/*
 * The habits as other modules read them (through habits/habit-reads.service.ts): premium's
 * analytics, coaching, export, goals and suggestions, and the reminders' mails.
 */

/** What another module may read of a habit's row, as the export lists it (its column order). */
const recordColumns = {
  id: habits.id,
  name: habits.name,
  category: habits.category,
  dailyTarget: habits.dailyTarget,
  kind: habits.kind,
  unit: habits.unit,
  slipLimit: habits.slipLimit,
  icon: habits.icon,
  color: habits.color,
  description: habits.description,
  createdOn: habits.createdOn,
  archivedAt: habits.archivedAt,
  schedule: habits.schedule,
};

/**
 * The user's habits, every one (archived ones count on the days they existed) or the active ones;
 * in the order they were made (records: the export, the weekly report) or in the person's own
 * order (screens: analytics, habits/habit-order.ts).
 */
export async function habitRecords(
  db: Queryable,
  userId: string,
  which: { set: 'all' | 'active'; order: 'made' | 'person' },
) {
  return db
    .select(recordColumns)
    .from(habits)
    .where(
      and(
        eq(habits.userId, userId),
        which.set === 'active' ? isNull(habits.archivedAt) : undefined,
      ),
    )
    .orderBy(...(which.order === 'person' ? habitOrder : [asc(habits.createdAt), asc(habits.id)]));
}

export type HabitRecord = Awaited<ReturnType<typeof habitRecords>>[number];

/** One habit's name, when the habit is the user's. */
export async function habitName(db: Queryable, userId: string, habitId: string) {
  const [row] = await db
    .select({ name: habits.name })
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)));
  return row?.name;
}

/**
 * The user's active habits not yet done on `day` (count below the daily target), oldest first,
 * habits to quit left out (they have nothing to do), with whether the day is protected and a
 * weekly habit's days done so far this week; the caller keeps those the day owes
 * (reminders/due.ts `owedToday`). One statement.
 */
export async function openHabitsOn(db: Queryable, userId: string, day: Day) {
  const count = sql<number>`coalesce(${completions.count}, 0)`.mapWith(Number);
  return db
    .select({
      id: habits.id,
      name: habits.name,
      kind: habits.kind,
      unit: habits.unit,
      count,
      target: habits.dailyTarget,
      schedule: habits.schedule,
      protectedToday: sql<boolean>`exists (select 1 from ${dayProtections}
        where ${dayProtections.habitId} = ${habits.id} and ${dayProtections.day} = ${day}::date)`,
      weekDone: sql<number>`case when ${habits.schedule}->>'kind' = 'weekly' then
        (select count(*) from ${completions} w
          where w.habit_id = ${habits.id} and w.day between ${weekStart(day)}::date and ${day}::date
            and w.count >= w.target)
        else 0 end`.mapWith(Number),
    })
    .from(habits)
    .leftJoin(completions, and(eq(completions.habitId, habits.id), eq(completions.day, day)))
    .where(
      and(
        eq(habits.userId, userId),
        isNull(habits.archivedAt),
        ne(habits.kind, 'quit'),
        sql`coalesce(${completions.count}, 0) < ${habits.dailyTarget}`,
      ),
    )
    .orderBy(asc(habits.createdAt), asc(habits.id));
}
