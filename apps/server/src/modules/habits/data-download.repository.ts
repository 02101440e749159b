import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  checkIns,
  completions,
  dayProtections,
  habitDays,
  habits,
  vacations,
} from '../../db/schema.js';
import { dayCountColumns } from './day-counts.repository.js';

/* Every row of the habits module's tables that belongs to a person, for "Download my data". */

export async function habitRowsOf(db: Queryable, userId: string) {
  return db.select().from(habits).where(eq(habits.userId, userId)).orderBy(asc(habits.createdAt));
}

export async function completionRowsOf(db: Queryable, userId: string) {
  return db
    .select({ ...dayCountColumns, slipLimit: completions.slipLimit })
    .from(completions)
    .where(eq(completions.userId, userId))
    .orderBy(asc(completions.day));
}

export async function dayRowsOf(db: Queryable, userId: string) {
  return db
    .select({
      habitId: habitDays.habitId,
      day: habitDays.day,
      note: habitDays.note,
      correctedAt: habitDays.correctedAt,
    })
    .from(habitDays)
    .where(eq(habitDays.userId, userId))
    .orderBy(asc(habitDays.day), asc(habitDays.habitId));
}

export async function protectionRowsOf(db: Queryable, userId: string) {
  return db
    .select({
      habitId: dayProtections.habitId,
      day: dayProtections.day,
      kind: dayProtections.kind,
      reason: dayProtections.reason,
      vacationId: dayProtections.vacationId,
      createdAt: dayProtections.createdAt,
    })
    .from(dayProtections)
    .where(eq(dayProtections.userId, userId))
    .orderBy(asc(dayProtections.day), asc(dayProtections.habitId));
}

export async function vacationRowsOf(db: Queryable, userId: string) {
  return db
    .select()
    .from(vacations)
    .where(eq(vacations.userId, userId))
    .orderBy(asc(vacations.createdAt));
}

export async function checkInRowsOf(db: Queryable, userId: string) {
  return db
    .select()
    .from(checkIns)
    .where(eq(checkIns.userId, userId))
    .orderBy(asc(checkIns.createdAt));
}
