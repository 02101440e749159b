import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  addDays,
  completionRateByDueDays,
  daysBetween,
  localDay,
  pointsTally,
  toRate,
  weekStart,
  type Day,
  type PointsTally,
  type ScheduledHabitDays,
} from '@streakwise/shared';
import type { ExportData, ExportHabit, HabitDay, PointEntry } from './export-data.js';

/** A chart stays readable up to about a year of weekly bars; longer ranges group weeks. */
export const MAX_BARS = 53;

export interface HabitTally {
  habit: ExportHabit;
  /** Kept due days, and the due days (protected ones left out) ... */
  done: number;
  days: number;
  /** ... and the protected ones left out. */
  protected: number;
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
  /** The days rated: the range, up to today. */
  from: Day;
  to: Day;
  /** The completion rate of the range, with what it counted and left out. */
  done: number;
  possible: number;
  protected: number;
  rate: number;
  /** The range's ledger: earned, spent, taken back, net. */
  points: PointsTally;
  habits: HabitTally[];
  /** Calendar weeks (Monday first), or runs of several weeks for long ranges. */
  periods: PeriodTally[];
  periodDays: number;
  /** The days with a note or corrected by hand, in date then habit order. */
  marked: HabitDay[];
}

/**
 * Totals per habit and per week: the habit-days read in one pass (the days each habit kept, its
 * check-ins, the marked days), then each habit's weeks judged by the one completion rate,
 * `completionRateByDueDays` (docs/decisions/040-one-rule-per-figure.md): due days only,
 * protected days left out, a weekly habit per week. Periods are whole weeks, so a habit's periods
 * add up to its range and the habits' to the summary. Days after today are not rated.
 */
export async function summarise(data: ExportData): Promise<ExportSummary> {
  const first = weekStart(data.range.startDate);
  const weeks = Math.floor(daysBetween(first, data.range.endDate) / 7) + 1;
  const periodDays = 7 * Math.ceil(weeks / MAX_BARS);
  const today = localDay(data.exportedAt, data.profile.timezone);
  const to = data.range.endDate < today ? data.range.endDate : today;
  const periods: PeriodTally[] = [];
  for (let start = first; start <= data.range.endDate; start = addDays(start, periodDays)) {
    // The first period is labelled from the range's first day, not the Monday before it.
    periods.push({
      start: start < data.range.startDate ? data.range.startDate : start,
      done: 0,
      possible: 0,
    });
  }
  const kept = new Map(data.habits.map((habit) => [habit, new Set<Day>()]));
  const totals = new Map(data.habits.map((habit) => [habit, 0]));
  const marked: HabitDay[] = [];
  const ledger: PointEntry[] = [];
  for await (const batch of data.points()) ledger.push(...batch);
  for await (const batch of data.habitDays()) {
    for (const row of batch) {
      if (row.completed) kept.get(row.habit)?.add(row.date);
      totals.set(row.habit, (totals.get(row.habit) ?? 0) + row.count);
      if (row.note !== null || row.corrected) marked.push(row);
    }
  }
  const overall = { completed: 0, protected: 0, possible: 0 };
  const habits: HabitTally[] = [];
  for (const habit of data.habits) {
    const days: ScheduledHabitDays = {
      createdOn: habit.createdOn,
      archivedOn: habit.archivedOn,
      schedule: habit.schedule,
      doneDays: kept.get(habit) ?? new Set(),
      protectedDays: data.protectedByHabit.get(habit) ?? new Set(),
    };
    const own = { completed: 0, protected: 0, possible: 0 };
    for (const period of periods) {
      const end = addDays(period.start, periodDays - 1 - (daysBetween(first, period.start) % 7));
      const tally = completionRateByDueDays([days], period.start, end < to ? end : to);
      period.done += tally.completed;
      period.possible += tally.possible;
      own.completed += tally.completed;
      own.protected += tally.protected;
      own.possible += tally.possible;
    }
    overall.completed += own.completed;
    overall.protected += own.protected;
    overall.possible += own.possible;
    // Hundredths added as amounts can leave binary noise (0.1 + 0.2): two decimals at most.
    habits.push({
      habit,
      done: own.completed,
      days: own.possible,
      protected: own.protected,
      rate: toRate(own.completed, own.possible),
      total: Math.round((totals.get(habit) ?? 0) * 100) / 100,
    });
    // A turn for other requests between habits (docs/decisions/024-streaming-exports.md).
    await nextTurn();
  }
  return {
    from: data.range.startDate,
    to,
    done: overall.completed,
    possible: overall.possible,
    protected: overall.protected,
    rate: toRate(overall.completed, overall.possible),
    points: pointsTally(ledger),
    habits,
    periods,
    periodDays,
    marked,
  };
}
