import type { OpenHabit } from './open-habits.js';

const amount = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });

/**
 * How far an open habit is today, as the reminders word it: "2 of 3" of a count, "2.5 of 5 km" of
 * a measure; null for a count of one a day, which is simply not done yet.
 */
export function openProgress(habit: OpenHabit): string | null {
  if (habit.kind === 'measure') {
    return `${amount(habit.count)} of ${amount(habit.target)}${habit.unit ? ` ${habit.unit}` : ''}`;
  }
  return habit.target > 1 ? `${habit.count} of ${habit.target}` : null;
}
