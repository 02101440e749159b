import type { Day } from './day.js';

/**
 * What the completion rate needs of one habit: when it existed and the days it reached its target.
 * The rule itself is `completionRateByDueDays` (fair-completion-rate.ts), the only one
 * (docs/decisions/040-one-rule-per-figure.md).
 */
export interface HabitDays {
  /** The user's local day the habit was created on: it counts from then. */
  createdOn: Day;
  /** The local day it was archived on, if it was: it counts up to the day before. */
  archivedOn?: Day | null;
  /**
   * The local days on which it reached its target (judged by the target of that day, which may
   * differ from today's).
   */
  doneDays: ReadonlySet<Day>;
}

export interface RateTally {
  /** Habit-days that reached their target. */
  completed: number;
  /** Habit-days on which the habit existed. */
  possible: number;
  /** completed / possible as a percentage (0–100, one decimal); 0 when nothing was possible. */
  rate: number;
}

export function toRate(completed: number, possible: number): number {
  return possible === 0 ? 0 : Math.round((completed / possible) * 1000) / 10;
}

/** Whether the habit existed on the day (created on or before it, not yet archived). */
export function habitExistsOn(habit: HabitDays, day: Day): boolean {
  return day >= habit.createdOn && (habit.archivedOn == null || day < habit.archivedOn);
}
