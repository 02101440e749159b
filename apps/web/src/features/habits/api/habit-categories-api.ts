import type { CategoryListItem } from '@streakwise/shared';
import { serverApi } from '../../../lib/server-api';

/** The categories a habit may be filed under: the built-ins, then the person's own. */
export const habitCategoriesApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    habitCategoryNames: build.query<string[], void>({
      query: () => '/categories',
      transformResponse: (list: CategoryListItem[]) => list.map((category) => category.name),
      providesTags: ['Category'],
    }),
  }),
});
