import {
  addDays,
  completionRateByDueDays,
  habitRateDays,
  toRate,
  type Day,
  type DueRateTally,
  type Habit,
  type RateTally,
} from '@streakwise/shared';
import { CARD_RATE_DAYS, recentRate } from './completion-rates';

/** Monday first; `weekday` is JavaScript's (Sunday = 0). */
export const WEEKDAYS = [
  { weekday: 1, label: 'Mon', name: 'Monday' },
  { weekday: 2, label: 'Tue', name: 'Tuesday' },
  { weekday: 3, label: 'Wed', name: 'Wednesday' },
  { weekday: 4, label: 'Thu', name: 'Thursday' },
  { weekday: 5, label: 'Fri', name: 'Friday' },
  { weekday: 6, label: 'Sat', name: 'Saturday' },
  { weekday: 0, label: 'Sun', name: 'Sunday' },
] as const;

export type WeekdayRate = (typeof WEEKDAYS)[number] & RateTally;

export interface HabitRate extends RateTally {
  id: string;
  name: string;
}

export interface ThirtyDaySummary {
  /**
   * Every due habit-day of the last 30 days, each habit from the local day it was added, the
   * protected ones left out.
   */
  overall: DueRateTally;
  /** The due habit-days of daily and weekday habits, by weekday, Monday first. */
  weekdays: WeekdayRate[];
  /** Each habit that existed in the window, best rate first. */
  habits: HabitRate[];
}

const weekdayOf = (day: Day) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * Pro's basic analytics: the last 30 days (today included) of the habits list, which carries 60
 * days of completions. The rule is the shared `completionRateByDueDays`, so the figures match the
 * habit cards' and the Premium analytics'. A weekly habit owes days per week, none in particular,
 * so it has no place in the weekdays' bars; it counts in the overall rate and its own.
 */
export function thirtyDaySummary(
  habits: readonly Habit[],
  today: Day,
  timeZone: string,
): ThirtyDaySummary {
  const days = habits.map((habit) => habitRateDays(habit, timeZone));
  const byDay = days.filter((habit) => habit.schedule.kind !== 'weekly');
  const from = addDays(today, 1 - CARD_RATE_DAYS);
  const sums = new Map<number, { completed: number; possible: number }>();
  for (let day = from; day <= today; day = addDays(day, 1)) {
    const { completed, possible } = completionRateByDueDays(byDay, day, day);
    const sum = sums.get(weekdayOf(day)) ?? { completed: 0, possible: 0 };
    sums.set(weekdayOf(day), {
      completed: sum.completed + completed,
      possible: sum.possible + possible,
    });
  }
  const perHabit = habits
    .map((habit) => ({ id: habit._id, name: habit.name, ...recentRate(habit, today, timeZone) }))
    .filter((habit) => habit.possible > 0)
    .sort((a, b) => b.rate - a.rate || b.completed - a.completed || a.name.localeCompare(b.name));
  return {
    overall: completionRateByDueDays(days, from, today),
    weekdays: WEEKDAYS.map((entry) => {
      const { completed, possible } = sums.get(entry.weekday) ?? { completed: 0, possible: 0 };
      return { ...entry, completed, possible, rate: toRate(completed, possible) };
    }),
    habits: perHabit,
  };
}
