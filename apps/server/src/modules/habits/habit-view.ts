import type { Day, Habit, Streak } from '@streakwise/shared';
import type { HabitRow } from '../../db/schema.js';
import type { DayCount } from './habits.repository.js';

/** Groups rows by habit id. */
export function byHabit<T extends { habitId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.habitId);
    if (list) list.push(row);
    else map.set(row.habitId, [row]);
  }
  return map;
}

/**
 * The Habit of docs/architecture.md §4: a whitelist of the row plus its completions, streak and
 * today.
 */
export function toHabitView(
  row: HabitRow,
  recent: readonly DayCount[],
  streak: Streak,
  today: Day,
): Habit {
  const completed = recent.find((c) => c.day === today)?.count ?? 0;
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    dailyTarget: row.dailyTarget,
    icon: row.icon,
    color: row.color,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    completions: recent.map((c) => ({
      date: c.day,
      count: c.count,
      status: c.count >= c.target ? 'done' : 'partial',
    })),
    streak,
    today: {
      date: today,
      completed,
      target: row.dailyTarget,
      isComplete: completed >= row.dailyTarget,
    },
  };
}
