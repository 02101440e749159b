import type { Day, Habit } from '@streakwise/shared';
import { monthDays } from './month-days';

/** Four shades: none, one, two, three or more habits completed (docs/product.md §2). */
export type HeatLevel = 0 | 1 | 2 | 3;

export interface HeatMapDay {
  day: Day;
  /** Habits that reached their target that day; null for days still to come. */
  count: number | null;
  /**
   * Habits whose day was protected (a rest day, a vacation or a freeze) and not done: they keep
   * their streaks and add nothing, so they are marked apart, never counted as completed.
   */
  protectedCount: number;
  level: HeatLevel;
  isToday: boolean;
}

export interface HeatMapMonth {
  /** Empty cells before the 1st so the grid starts on a Monday. */
  leadingBlanks: number;
  days: HeatMapDay[];
}

export function heatLevel(count: number): HeatLevel {
  if (count >= 3) return 3;
  return count <= 0 ? 0 : (count as HeatLevel);
}

type Status = Habit['completions'][number]['status'];

/**
 * How many habits had the status on each day: `done` reached the target of that day; a `missed`
 * or `partial` entry is no completion, and `protected` is counted only when asked for.
 */
export function habitsPerDay(habits: readonly Habit[], wanted: Status = 'done'): Map<Day, number> {
  const perDay = new Map<Day, number>();
  for (const habit of habits) {
    for (const { date, status } of habit.completions) {
      if (status === wanted) perDay.set(date, (perDay.get(date) ?? 0) + 1);
    }
  }
  return perDay;
}

/** The month containing `today`, Monday first, every day counted. */
export function heatMapMonth(today: Day, habits: readonly Habit[]): HeatMapMonth {
  const { leadingBlanks, days } = monthDays(today);
  const perDay = habitsPerDay(habits, 'done');
  const protectedPerDay = habitsPerDay(habits, 'protected');
  return {
    leadingBlanks,
    days: days.map((day) => {
      const count = day > today ? null : (perDay.get(day) ?? 0);
      return {
        day,
        count,
        protectedCount: day > today ? 0 : (protectedPerDay.get(day) ?? 0),
        level: heatLevel(count ?? 0),
        isToday: day === today,
      };
    }),
  };
}
