import { HABIT_CATEGORIES } from '@streakwise/shared';
import { useEffect, useState } from 'react';
import { habitCategoriesApi } from '../habit-categories-api';

/**
 * The category names the habit form offers, asked for when the form opens. The built-ins stand
 * in until the reply comes, and for good if the call fails: they are always valid choices.
 */
export function useCategoryNames(): readonly string[] {
  const [names, setNames] = useState<readonly string[]>(HABIT_CATEGORIES);
  useEffect(() => {
    const controller = new AbortController();
    habitCategoriesApi.list(controller.signal).then(
      (list) => {
        if (!controller.signal.aborted) setNames(list.map((category) => category.name));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return names;
}
