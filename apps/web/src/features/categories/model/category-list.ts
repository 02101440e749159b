import type { Category, CategoryListItem, Habit } from '@streakwise/shared';

/** The person's own categories of a GET /api/categories reply. */
export function ownCategories(list: readonly CategoryListItem[]): Category[] {
  return list.flatMap((item) =>
    item.builtIn || item._id === null ? [] : [{ _id: item._id, name: item.name }],
  );
}

/** By name, case aside, as the server lists them. */
export function byName(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
}

/** How many of the habits are filed under the category (the server compares names case aside). */
export function habitsIn(category: Category, habits: readonly Habit[]): number {
  const name = category.name.toLowerCase();
  return habits.filter((habit) => habit.category.toLowerCase() === name).length;
}
