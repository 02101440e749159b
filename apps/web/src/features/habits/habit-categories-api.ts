import type { CategoryListItem } from '@streakwise/shared';
import { api } from '../../lib/api';

/** The categories a habit may be filed under: the built-ins, then the person's own. */
export const habitCategoriesApi = {
  list: (signal?: AbortSignal) => api.get<CategoryListItem[]>('/categories', { signal }),
};
