import type { Category, CategoryListItem, CategoryRequest } from '@streakwise/shared';
import { api } from '../../lib/api';

const categoryPath = (id: string) => `/categories/${encodeURIComponent(id)}`;

/** /api/categories: the built-ins and the person's own; writes are Pro and Premium only. */
export const categoriesApi = {
  list: (signal?: AbortSignal) => api.get<CategoryListItem[]>('/categories', { signal }),
  create: (body: CategoryRequest) => api.post<Category>('/categories', body),
  rename: (id: string, body: CategoryRequest) => api.patch<Category>(categoryPath(id), body),
  remove: (id: string) => api.delete<undefined>(categoryPath(id)),
};
