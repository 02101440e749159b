import type {
  Analytics,
  AnalyticsPeriod,
  Coaching,
  CreateGoalRequest,
  Goal,
  Suggestion,
  SuggestionCategoryFilter,
  UpdateGoalRequest,
} from '@streakwise/shared';
import { isApiError } from '../../../lib/api-error';
import { onConfirmed, serverApi } from '../../../lib/server-api';

const goalPath = (id: string) => `/premium/goals/${encodeURIComponent(id)}`;

/**
 * The Premium answers: suggestions, analytics and coaching, and goals. A check-in or a habit's
 * edit invalidates Analytics, Coaching and Goal (app/server-data-sync.ts); each goal change the
 * server confirms is written into the cached list.
 */
export const premiumQueries = serverApi.injectEndpoints({
  endpoints: (build) => ({
    suggestions: build.query<Suggestion[], SuggestionCategoryFilter>({
      query: (category) => `/premium/suggestions?category=${category}`,
      providesTags: ['Suggestion'],
    }),
    analytics: build.query<Analytics, AnalyticsPeriod>({
      query: (period) => `/premium/analytics?period=${period}`,
      providesTags: ['Analytics'],
    }),
    coaching: build.query<Coaching, AnalyticsPeriod>({
      query: (period) => `/premium/coaching?period=${period}`,
      providesTags: ['Coaching'],
    }),
    goals: build.query<Goal[], void>({
      query: () => '/premium/goals',
      providesTags: ['Goal'],
    }),
    createGoal: build.mutation<Goal, CreateGoalRequest>({
      query: (body) => ({ method: 'POST', path: '/premium/goals', body }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) =>
        onConfirmed(queryFulfilled, (goal) => dispatch(editGoals((list) => [goal, ...list]))),
    }),
    updateGoal: build.mutation<Goal, { id: string; body: UpdateGoalRequest }>({
      query: ({ id, body }) => ({ method: 'PUT', path: goalPath(id), body }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) =>
        onConfirmed(queryFulfilled, (goal) =>
          dispatch(editGoals((list) => list.map((item) => (item._id === goal._id ? goal : item)))),
        ),
    }),
    /** The cached list drops the goal, also when the server had already lost it (a 404). */
    deleteGoal: build.mutation<undefined, string>({
      query: (id) => ({ method: 'DELETE', path: goalPath(id) }),
      onQueryStarted: async (id, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
        } catch (rejected) {
          const { error } = rejected as { error?: unknown };
          if (!isApiError(error) || error.status !== 404) return;
        }
        dispatch(editGoals((list) => list.filter((item) => item._id !== id)));
      },
    }),
  }),
});

const editGoals = (edit: (list: Goal[]) => Goal[]) =>
  premiumQueries.util.updateQueryData('goals', undefined, edit);

export const {
  useSuggestionsQuery,
  useAnalyticsQuery,
  useCoachingQuery,
  useGoalsQuery,
  useCreateGoalMutation,
  useUpdateGoalMutation,
  useDeleteGoalMutation,
} = premiumQueries;
