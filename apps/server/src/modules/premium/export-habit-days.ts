import { setImmediate as nextTurn } from 'node:timers/promises';
import { addDays, dayValue, habitExistsOn, type Day } from '@streakwise/shared';
import type { DayRecord } from '../habits/habit-reads.service.js';
import type { ExportHabit, ExportRange, HabitDay } from './export-data.js';

/** Days read per query: a year of 100 habits takes 12 small queries. */
export const CHUNK_DAYS = 31;

/**
 * Rows handed on at a time. A writer turns a slice into text in one go on the main thread (a few
 * milliseconds for 500 rows), and other requests get their turn between slices.
 */
export const SLICE_ROWS = 500;

const NO_DAYS: ReadonlySet<Day> = new Set();

/** A stored day: its completion row (count 0, target null without one) and its habit_days row. */
export type DayCount = DayRecord;

export interface HabitSpan extends ExportHabit {
  id: string;
  /** habits.daily_target as stored: a measure's hundredths, 1 for a quit habit. */
  storedTarget: number;
}

/** The day's target in the person's numbers: check-ins, an amount, or the limit of slips. */
function shownTarget(habit: HabitSpan, row: DayCount | undefined): number {
  if (habit.kind === 'quit') return row?.slipLimit ?? habit.limit ?? 0;
  return dayValue(habit.kind, { count: row?.target ?? habit.storedTarget });
}

/**
 * One row per habit and day from `from` to `to`, for each day the habit existed on (from its
 * creation day, before its archiving day), in date then habit order, in the person's numbers.
 * Days without a completion row have a count of 0.
 */
export function habitDayRows(
  habits: readonly HabitSpan[],
  from: Day,
  to: Day,
  counts: readonly DayCount[],
): HabitDay[] {
  const byKey = new Map(counts.map((c) => [`${c.day}|${c.habitId}`, c]));
  const spans = habits.map((habit) => ({ ...habit, doneDays: NO_DAYS }));
  const rows: HabitDay[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    for (const [index, span] of spans.entries()) {
      const habit = habits[index];
      if (!habit || !habitExistsOn(span, date)) continue;
      const row = byKey.get(`${date}|${habit.id}`);
      rows.push({
        date,
        habit,
        count: row ? dayValue(habit.kind, row) : 0,
        target: shownTarget(habit, row),
        // NOTE: judged by that day's own target, never by the habit's current one; stored so
        // that `count >= target` is a done (kept) day for every kind (decision 032).
        completed: row?.target != null ? row.count >= row.target : false,
        corrected: row?.corrected ?? false,
        note: row?.note ?? null,
      });
    }
  }
  return rows;
}

/**
 * The habit-days of a range, reading the counts one chunk of days at a time and handing them on
 * SLICE_ROWS at a time, each after a turn of the event loop.
 *
 * NOTE: the turn is taken here, not left to the database read or the socket: PGlite's reply or a
 * client reading as fast as the server writes (or `inject`, which has no socket) can keep the
 * next slice a microtask away, and a whole export would then hold the event loop
 * (docs/decisions/024-streaming-exports.md).
 */
export async function* habitDayBatches(
  habits: readonly HabitSpan[],
  range: ExportRange,
  read: (from: Day, to: Day) => Promise<DayCount[]>,
): AsyncGenerator<HabitDay[]> {
  for (let from = range.startDate; from <= range.endDate; from = addDays(from, CHUNK_DAYS)) {
    const last = addDays(from, CHUNK_DAYS - 1);
    const to = last < range.endDate ? last : range.endDate;
    yield* inSlices(habitDayRows(habits, from, to, await read(from, to)));
  }
}

/** `rows` SLICE_ROWS at a time, each after a turn of the event loop. */
export async function* inSlices<T>(rows: readonly T[]): AsyncGenerator<T[]> {
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    await nextTurn();
    yield rows.slice(start, start + SLICE_ROWS);
  }
}
