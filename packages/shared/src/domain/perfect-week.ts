import { weekDays, type Day } from './day.js';

export interface WeekHabit {
  /** The local day the habit was created: it counts from that day on. */
  createdOn: Day;
  dailyTarget: number;
  /** Count per day within the week. */
  counts: ReadonlyMap<Day, number>;
}

/**
 * A week (Monday–Sunday) is perfect when, on each of its 7 days, the user had at least one habit
 * and every habit they had that day reached its target. Days after `today` have not happened, so
 * a week can only become perfect on its Sunday.
 */
export function isPerfectWeek(monday: Day, habits: readonly WeekHabit[], today: Day): boolean {
  return weekDays(monday).every((day) => {
    if (day > today) return false;
    const present = habits.filter((h) => h.createdOn <= day);
    return present.length > 0 && present.every((h) => (h.counts.get(day) ?? 0) >= h.dailyTarget);
  });
}
