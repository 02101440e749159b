import { HABIT_CATEGORIES, toRate } from '@streakwise/shared';
import type { CategoryFigure, HabitFigures, TallyHabit } from './analytics-tally.js';

/**
 * The range's figures by category (GET /api/premium/analytics `categoryBreakdown`): each habit's
 * own figures from `tallyRange`, added up, so a category's rate is the shared rule's
 * (docs/decisions/040-one-rule-per-figure.md) over its habits.
 */
export function byCategory(
  habits: readonly TallyHabit[],
  figures: ReadonlyMap<string, HabitFigures>,
  existed: ReadonlySet<string>,
): CategoryFigure[] {
  const sums = new Map<
    string,
    { habitCount: number; done: number; protected: number; days: number }
  >();
  for (const habit of habits) {
    const f = figures.get(habit.id);
    if (!f || !existed.has(habit.id)) continue;
    const sum = sums.get(habit.category) ?? { habitCount: 0, done: 0, protected: 0, days: 0 };
    sum.habitCount += 1;
    sum.done += f.done;
    sum.protected += f.protected;
    sum.days += f.days;
    sums.set(habit.category, sum);
  }
  const builtIn: readonly string[] = HABIT_CATEGORIES;
  const own = [...sums.keys()]
    .filter((category) => !builtIn.includes(category))
    .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  return [...builtIn, ...own].flatMap((category) => {
    const sum = sums.get(category);
    return sum
      ? [
          {
            category,
            habitCount: sum.habitCount,
            completed: sum.done,
            protected: sum.protected,
            possible: sum.days,
            rate: toRate(sum.done, sum.days),
          },
        ]
      : [];
  });
}
