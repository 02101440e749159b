import type { Day, Habit } from '@streakwise/shared';
import { currentTarget, kindOf, reaches } from '../model/habit-kind-text';

/** The habit's "today" moved on to `date` (the app stayed open, or reopened, past midnight). */
function onDay(habit: Habit, date: Day): Habit {
  if (date <= habit.today.date) return habit;
  const target = currentTarget(habit);
  const isComplete = reaches(habit, 0, target);
  return { ...habit, today: { date, completed: 0, target, isComplete } };
}

/**
 * The day's total after `units` more: a count stops at its target; a measure's amount and a quit
 * habit's slips have no cap (docs/decisions/032-habit-kinds.md).
 */
function added(habit: Habit, before: number, units: number, target: number): number {
  if (kindOf(habit) !== 'count') return Math.round((before + units) * 100) / 100;
  return Math.min(target, before + units);
}

/**
 * A habit as it will stand once the server has a check-in of `units` (check-ins, slips, or a
 * measure's amount) on `date` (today, or yesterday for a late one); the streak and the points
 * wait for the server's own reply.
 */
export function withCheckIn(habit: Habit, units: number, date: Day): Habit {
  const current = onDay(habit, date);
  if (date === current.today.date) {
    const { target } = current.today;
    const completed = added(current, current.today.completed, units, target);
    return {
      ...current,
      today: { ...current.today, completed, isComplete: reaches(current, completed, target) },
    };
  }
  const target = currentTarget(current);
  const others = current.completions.filter((day) => day.date !== date);
  const before = current.completions.find((day) => day.date === date)?.count ?? 0;
  const dayCount = added(current, before, units, target);
  const kept = reaches(current, dayCount, target);
  const status =
    kindOf(current) === 'quit'
      ? kept
        ? ('done' as const)
        : ('missed' as const)
      : kept
        ? ('done' as const)
        : ('partial' as const);
  const completions = [...others, { date, count: dayCount, status }].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  return { ...current, completions };
}

/**
 * A habit with today's last unit taken back, as an undo does. A measure's last entry is an amount
 * this device knows only when it was kept here (`amount`); otherwise the total waits for the
 * server's reply.
 */
export function withUndo(habit: Habit, date: Day, amount?: number): Habit {
  const current = onDay(habit, date);
  const isMeasure = kindOf(current) === 'measure';
  if (isMeasure && amount === undefined) return current;
  const taken = isMeasure ? (amount ?? 0) : 1;
  const completed = Math.max(0, Math.round((current.today.completed - taken) * 100) / 100);
  return {
    ...current,
    today: {
      ...current.today,
      completed,
      isComplete: reaches(current, completed, current.today.target),
    },
  };
}
