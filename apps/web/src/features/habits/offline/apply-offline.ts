import type { Day, Habit } from '@streakwise/shared';

/** The habit's "today" moved on to `date` (the app stayed open, or reopened, past midnight). */
function onDay(habit: Habit, date: Day): Habit {
  if (date <= habit.today.date) return habit;
  const target = habit.dailyTarget;
  return { ...habit, today: { date, completed: 0, target, isComplete: false } };
}

/**
 * A habit as it will stand once the server has a check-in of `count` units on `date` (today, or
 * yesterday for a late one); the streak and the points wait for the server's own reply.
 */
export function withCheckIn(habit: Habit, count: number, date: Day): Habit {
  const current = onDay(habit, date);
  if (date === current.today.date) {
    const completed = Math.min(current.today.target, current.today.completed + count);
    return {
      ...current,
      today: { ...current.today, completed, isComplete: completed >= current.today.target },
    };
  }
  const others = current.completions.filter((day) => day.date !== date);
  const before = current.completions.find((day) => day.date === date)?.count ?? 0;
  const dayCount = Math.min(current.dailyTarget, before + count);
  const status = dayCount >= current.dailyTarget ? ('done' as const) : ('partial' as const);
  const completions = [...others, { date, count: dayCount, status }].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  return { ...current, completions };
}

/** A habit with today's last unit taken back, as an undo does. */
export function withUndo(habit: Habit, date: Day): Habit {
  const current = onDay(habit, date);
  const completed = Math.max(0, current.today.completed - 1);
  return {
    ...current,
    today: { ...current.today, completed, isComplete: completed >= current.today.target },
  };
}
