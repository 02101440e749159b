import type { Category, CategoryListItem, CategoryRequest } from '@streakwise/shared';
import { onConfirmed, serverApi } from '../../../lib/server-api';
import { byName, ownCategories } from '../model/category-list';

const categoryPath = (id: string) => `/categories/${encodeURIComponent(id)}`;

/**
 * /api/categories: the built-ins and the person's own; writes are Pro and Premium only. The
 * cache keeps the person's own, by name; each confirmed change is written into it.
 */
export const categoriesApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    ownCategories: build.query<Category[], void>({
      query: () => '/categories',
      transformResponse: (list: CategoryListItem[]) => byName(ownCategories(list)),
      providesTags: ['Category'],
    }),
    createCategory: build.mutation<Category, CategoryRequest>({
      query: (body) => ({ method: 'POST', path: '/categories', body }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) =>
        onConfirmed(queryFulfilled, (category) => dispatch(editOwn((own) => [...own, category]))),
    }),
    renameCategory: build.mutation<Category, { id: string; body: CategoryRequest }>({
      query: ({ id, body }) => ({ method: 'PATCH', path: categoryPath(id), body }),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) =>
        onConfirmed(queryFulfilled, (category) =>
          dispatch(editOwn((own) => own.map((item) => (item._id === id ? category : item)))),
        ),
    }),
    /** Gone also when the server had already lost it (a 404). */
    deleteCategory: build.mutation<null, string>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const { error } = await baseQuery({ method: 'DELETE', path: categoryPath(id) });
        return error && error.status !== 404 ? { error } : { data: null };
      },
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        onConfirmed(queryFulfilled, () =>
          dispatch(editOwn((own) => own.filter((item) => item._id !== id))),
        ),
    }),
  }),
});

const editOwn = (edit: (own: Category[]) => Category[]) =>
  categoriesApi.util.updateQueryData('ownCategories', undefined, (own) => byName(edit(own)));

export const {
  useOwnCategoriesQuery,
  useCreateCategoryMutation,
  useRenameCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesApi;
