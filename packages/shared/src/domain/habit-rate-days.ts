import type { Habit } from '../schemas/habits.js';
import { localDay } from './day.js';
import type { ScheduledHabitDays } from './fair-completion-rate.js';

const daysWith = (
  habit: Pick<Habit, 'completions'>,
  status: Habit['completions'][number]['status'],
) =>
  new Set(habit.completions.filter((entry) => entry.status === status).map((entry) => entry.date));

/**
 * A habit of GET /api/habits as the completion rate sees it (`completionRateByDueDays`), its days
 * counted in the account's zone: only `done` days count as kept (a quit habit's kept day, a
 * measure's target reached; a `missed` entry is a due day with nothing, a `partial` one fell
 * short), and `protected` days are left out (docs/decisions/040-one-rule-per-figure.md).
 */
export function habitRateDays(
  habit: Pick<Habit, 'createdAt' | 'schedule' | 'completions'>,
  timeZone: string,
): ScheduledHabitDays {
  return {
    createdOn: localDay(new Date(habit.createdAt), timeZone),
    schedule: habit.schedule,
    doneDays: daysWith(habit, 'done'),
    protectedDays: daysWith(habit, 'protected'),
  };
}
