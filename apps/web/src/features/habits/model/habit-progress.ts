import type { Habit } from '@streakwise/shared';

export interface HabitProgress {
  completed: number;
  target: number;
  remaining: number;
  isComplete: boolean;
}

/**
 * Today's count against the daily target; complete once the count reaches it (docs/product.md §2).
 */
export function habitProgress(habit: Habit): HabitProgress {
  const completed = habit.today.completed;
  const target = habit.dailyTarget;
  return {
    completed,
    target,
    remaining: Math.max(0, target - completed),
    isComplete: completed >= target,
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

export function checkInChoice(habit: Habit): CheckInChoice {
  const { isComplete, remaining } = habitProgress(habit);
  if (isComplete) return { kind: 'done' };
  if (habit.dailyTarget <= 1) return { kind: 'single' };
  return { kind: 'multi', remaining, canCompleteAll: remaining > 1 };
}
