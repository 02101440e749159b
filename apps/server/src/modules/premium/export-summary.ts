import { addDays, daysBetween, toRate, weekStart, type Day } from '@streakwise/shared';
import type { ExportData, ExportHabit, HabitDay } from './export-data.js';

/** A chart stays readable up to about a year of weekly bars; longer ranges group weeks. */
export const MAX_BARS = 53;

export interface HabitTally {
  habit: ExportHabit;
  done: number;
  days: number;
  rate: number;
  /** The days' values added up: check-ins, or a measure's amount (a quit habit's slips). */
  total: number;
}

export interface PeriodTally {
  start: Day;
  done: number;
  possible: number;
}

export interface ExportSummary {
  done: number;
  possible: number;
  rate: number;
  habits: HabitTally[];
  /** Calendar weeks (Monday first), or runs of several weeks for long ranges. */
  periods: PeriodTally[];
  periodDays: number;
  /** The days with a note or corrected by hand, in date then habit order. */
  marked: HabitDay[];
}

/** Totals per habit and per week, in one pass over the habit-days. */
export async function summarise(data: ExportData): Promise<ExportSummary> {
  const first = weekStart(data.range.startDate);
  const weeks = Math.floor(daysBetween(first, data.range.endDate) / 7) + 1;
  const periodDays = 7 * Math.ceil(weeks / MAX_BARS);
  const periods: PeriodTally[] = [];
  for (let start = first; start <= data.range.endDate; start = addDays(start, periodDays)) {
    // The first period is labelled from the range's first day, not the Monday before it.
    periods.push({
      start: start < data.range.startDate ? data.range.startDate : start,
      done: 0,
      possible: 0,
    });
  }
  const tallies = new Map(data.habits.map((habit) => [habit, { done: 0, days: 0, total: 0 }]));
  const marked: HabitDay[] = [];
  let done = 0;
  let possible = 0;
  for await (const batch of data.habitDays()) {
    for (const row of batch) {
      const tally = tallies.get(row.habit);
      const period = periods[Math.floor(daysBetween(first, row.date) / periodDays)];
      const hit = row.completed ? 1 : 0;
      possible += 1;
      done += hit;
      if (tally) {
        tally.days += 1;
        tally.done += hit;
        tally.total += row.count;
      }
      if (row.note !== null || row.corrected) marked.push(row);
      if (period) {
        period.possible += 1;
        period.done += hit;
      }
    }
  }
  return {
    done,
    possible,
    rate: toRate(done, possible),
    habits: data.habits.map((habit) => {
      const { done: hits, days, total } = tallies.get(habit) ?? { done: 0, days: 0, total: 0 };
      // Hundredths added as amounts can leave binary noise (0.1 + 0.2): two decimals at most.
      return {
        habit,
        done: hits,
        days,
        rate: toRate(hits, days),
        total: Math.round(total * 100) / 100,
      };
    }),
    periods,
    periodDays,
    marked,
  };
}
