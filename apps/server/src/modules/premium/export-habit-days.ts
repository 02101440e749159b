import { addDays, habitExistsOn, type Day } from '@streakwise/shared';
import type { ExportHabit, ExportRange, HabitDay } from './export-data.js';

/** Days read per query: a year of 100 habits takes 12 small queries. */
export const CHUNK_DAYS = 31;

const NO_DAYS: ReadonlySet<Day> = new Set();

export interface DayCount {
  habitId: string;
  day: Day;
  count: number;
  target: number;
}

export interface HabitSpan extends ExportHabit {
  id: string;
}

/**
 * One row per habit and day from `from` to `to`, for each day the habit existed on (from its
 * creation day, before its archiving day), in date then habit order. Days without a completion
 * row have a count of 0.
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
        count: row?.count ?? 0,
        target: row?.target ?? habit.dailyTarget,
        // NOTE: judged by that day's own target, never by the habit's current one.
        completed: row ? row.count >= row.target : false,
      });
    }
  }
  return rows;
}

/** The habit-days of a range, reading the counts one chunk of days at a time. */
export async function* habitDayBatches(
  habits: readonly HabitSpan[],
  range: ExportRange,
  read: (from: Day, to: Day) => Promise<DayCount[]>,
): AsyncGenerator<HabitDay[]> {
  for (let from = range.startDate; from <= range.endDate; from = addDays(from, CHUNK_DAYS)) {
    const last = addDays(from, CHUNK_DAYS - 1);
    const to = last < range.endDate ? last : range.endDate;
    yield habitDayRows(habits, from, to, await read(from, to));
  }
}
