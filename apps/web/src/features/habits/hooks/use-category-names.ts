import { HABIT_CATEGORIES } from '@streakwise/shared';
import { habitCategoriesApi } from '../api/habit-categories-api';

/**
 * The category names the habit form offers, asked for when the form opens. The built-ins stand
 * in until the reply comes, and for good if the call fails: they are always valid choices.
 */
export function useCategoryNames(): readonly string[] {
  const { currentData } = habitCategoriesApi.useHabitCategoryNamesQuery();
  return currentData ?? HABIT_CATEGORIES;
}
