import type { Day, Habit } from '@streakwise/shared';
import { currentTarget, kindOf, reaches } from './habit-kind-text';

export interface HabitProgress {
  completed: number;
  target: number;
  remaining: number;
  isComplete: boolean;
}

/**
 * Today's count against the daily target; complete once the count reaches it (docs/product.md §2).
 * A measure's amount against its target amount; a quit habit's slips against its limit, kept
 * ("complete") while within it (docs/decisions/032-habit-kinds.md).
 */
export function habitProgress(habit: Habit): HabitProgress {
  const completed = habit.today.completed;
  const target = currentTarget(habit);
  return {
    completed,
    target,
    remaining: Math.max(0, target - completed),
    isComplete: reaches(habit, completed, target),
  };
}

/**
 * A past day's count, from the habit's completions (yesterday, while it can still be checked in).
 * Its status is judged against the target that day had, which may not be today's.
 */
export function dayProgress(habit: Habit, day: Day): HabitProgress {
  const entry = habit.completions.find((completion) => completion.date === day);
  const completed = entry?.count ?? 0;
  const target = currentTarget(habit);
  // A quit habit's day with no row yet is kept: nothing has gone over.
  const isComplete =
    kindOf(habit) === 'quit' ? entry?.status !== 'missed' : entry?.status === 'done';
  return {
    completed,
    target,
    remaining: isComplete ? 0 : Math.max(1, target - completed),
    isComplete,
  };
}

export function isHabitComplete(habit: Habit): boolean {
  return habitProgress(habit).isComplete;
}

/** Which check-in buttons a card offers (docs/product.md §2, habit card progress). */
export type CheckInChoice =
  | { kind: 'done' }
  | { kind: 'single' }
  | { kind: 'multi'; remaining: number; canCompleteAll: boolean };

/** `progress` is today's unless the card checks in another day. */
export function checkInChoice(
  habit: Habit,
  { isComplete, remaining }: HabitProgress = habitProgress(habit),
): CheckInChoice {
  if (isComplete) return { kind: 'done' };
  if (habit.dailyTarget <= 1) return { kind: 'single' };
  return { kind: 'multi', remaining, canCompleteAll: remaining > 1 };
}
