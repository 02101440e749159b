import type { Day } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import * as counts from './day-counts.repository.js';
import * as days from './day-history.repository.js';
import type { DayRecord, HabitHistory, OffsetRange } from './day-history.repository.js';
import * as records from './habit-records.repository.js';
import type { HabitRecord } from './habit-records.repository.js';

/*
 * What premium (analytics, coaching, the export, goals, suggestions) and the reminders read of the
 * habits and their days: each a plain read, one statement, the SQL in the habits module's
 * repositories (docs/architecture.md §8 "Table owners").
 */
export type { DayRecord, HabitHistory, HabitRecord, OffsetRange };

/**
 * The user's habits, all or the active ones, in the order they were made or in the person's own
 * order (habits/habit-order.ts).
 */
export function habitRecords(
  db: Queryable,
  userId: string,
  which: { set: 'all' | 'active'; order: 'made' | 'person' },
): Promise<HabitRecord[]> {
  return records.habitRecords(db, userId, which);
}

/** One habit's name, undefined when it is not the user's (a goal linked to it). */
export function habitNameOf(
  db: Queryable,
  userId: string,
  habitId: string,
): Promise<string | undefined> {
  return records.habitName(db, userId, habitId);
}

/**
 * The active habits not done on `day`, with its protection and a weekly habit's week so far (the
 * daily reminder decides which the day owes).
 */
export function openHabitsOn(db: Queryable, userId: string, day: Day) {
  return records.openHabitsOn(db, userId, day);
}

/** The range's completions and the reached days before it, packed per habit (analytics). */
export function habitHistories(
  db: Queryable,
  userId: string,
  start: Day,
  today: Day,
): Promise<HabitHistory[]> {
  return days.habitHistories(db, userId, start, today);
}

/** Each habit's reached days in the range, as offsets from `range.base` (goals). */
export function doneOffsets(
  db: Queryable,
  userId: string,
  range: OffsetRange,
): Promise<Map<string, number[]>> {
  return days.doneOffsets(db, userId, range);
}

/** Each habit's protected days in the range, as offsets from `range.base` (analytics, goals). */
export function protectedOffsets(
  db: Queryable,
  userId: string,
  range: OffsetRange,
): Promise<Map<string, number[]>> {
  return days.protectedOffsets(db, userId, range);
}

/** The stored days of a range with their notes and corrected marks (the export, a chunk a read). */
export function dayRecordsBetween(
  db: Queryable,
  userId: string,
  from: Day,
  to: Day,
): Promise<DayRecord[]> {
  return days.dayRecordsBetween(db, { userId }, from, to);
}

/** The live check-ins' units per habit-day, a quit habit's kept days instead (milestone goals). */
export function unitsByDay(db: Queryable, userId: string, from: Day, to: Day) {
  return days.unitsByDay(db, userId, from, to);
}

/** The habit-days of the range that reached their target (suggestions' completion rate). */
export function doneDaysBetween(db: Queryable, userId: string, from: Day, to: Day) {
  return counts.countedDays(db, userId, { from, to });
}
