import type { Habit, Vacation, VacationRequest } from '@streakwise/shared';
import { onConfirmed, serverApi } from '../../../lib/server-api';

const vacationPath = (id: string) => `/vacations/${encodeURIComponent(id)}`;

/** What the section shows: the vacations, and the active habits a vacation may name. */
export interface VacationsPage {
  vacations: Vacation[];
  habits: Habit[];
}

/** /api/vacations (docs/decisions/017-fair-streaks.md), and the active habits a vacation may name. */
export const vacationsApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    // NOTE: the settings page does not load the habits store, so the form asks for them itself.
    vacationsPage: build.query<VacationsPage, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const [vacations, habits] = await Promise.all([
          baseQuery('/vacations'),
          baseQuery('/habits'),
        ]);
        if (vacations.error) return { error: vacations.error };
        if (habits.error) return { error: habits.error };
        return {
          data: { vacations: vacations.data as Vacation[], habits: habits.data as Habit[] },
        };
      },
      providesTags: ['Vacation', 'Habit'],
    }),
    createVacation: build.mutation<Vacation, VacationRequest>({
      query: (body) => ({ method: 'POST', path: '/vacations', body }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) =>
        onConfirmed(queryFulfilled, (vacation) =>
          dispatch(editVacations((vacations) => [...vacations, vacation])),
        ),
    }),
    /** Gone also when the server had already lost it (a 404). */
    deleteVacation: build.mutation<null, string>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const { error } = await baseQuery({ method: 'DELETE', path: vacationPath(id) });
        return error && error.status !== 404 ? { error } : { data: null };
      },
      onQueryStarted: (id, { dispatch, queryFulfilled }) =>
        onConfirmed(queryFulfilled, () =>
          dispatch(editVacations((vacations) => vacations.filter((item) => item._id !== id))),
        ),
    }),
  }),
});

const editVacations = (edit: (vacations: Vacation[]) => Vacation[]) =>
  vacationsApi.util.updateQueryData('vacationsPage', undefined, (page) => {
    page.vacations = edit(page.vacations);
  });

export const { useVacationsPageQuery, useCreateVacationMutation, useDeleteVacationMutation } =
  vacationsApi;
