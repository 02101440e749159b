import { addDays, weekDays, type Day } from './day.js';
import { dueDaysBetween, isDue, type Schedule } from './schedule.js';

export interface ScheduledWeekHabit {
  schedule: Schedule;
  /** The local day the habit was created: it counts from that day on. */
  createdOn: Day;
  /** Days within the week whose count reached the target. */
  doneDays: ReadonlySet<Day>;
}

/**
 * `isPerfectWeek` over what each habit owed: every due day of a daily or weekday habit done, and
 * every weekly habit's days met (fewer in its creation week, see `dueDaysBetween`). Days off owe
 * nothing, so a weekday habit can have a perfect week without weekends. Protected days are not
 * done: the bonus rewards doing everything, while the streak already forgives the rest. As
 * before, the week must be over, and every one of its days must have had a habit (not
 * necessarily a due one). With daily schedules this is `isPerfectWeek`.
 */
export function isFairPerfectWeek(
  monday: Day,
  habits: readonly ScheduledWeekHabit[],
  today: Day,
): boolean {
  const days = weekDays(monday);
  const sunday = addDays(monday, 6);
  if (sunday > today) return false;
  if (!days.every((day) => habits.some((h) => h.createdOn <= day))) return false;
  return habits.every((habit) => {
    if (habit.createdOn > sunday) return true;
    const present = days.filter((day) => day >= habit.createdOn);
    if (habit.schedule.kind !== 'weekly') {
      return present.every((day) => !isDue(habit.schedule, day) || habit.doneDays.has(day));
    }
    const first = present[0] ?? monday;
    const done = present.filter((day) => habit.doneDays.has(day)).length;
    return done >= dueDaysBetween(habit.schedule, first, sunday);
  });
}
