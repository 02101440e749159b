import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { jsonResponse, signedIn } from '../../../test/fixtures';
import { makeHabit } from '../../../test/habit-fixtures';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { premiumQueries } from './premium-queries';

const habit = makeHabit();
// What the habits' check-in thunk reports once the server confirmed it (habits-thunks.ts).
const checkedIn = {
  type: 'habits/completeHabit/fulfilled',
  payload: { habit },
  meta: { arg: { habitId: habit._id } },
};

describe('the Premium figures after a change to the habits', () => {
  it('asks for the analytics and the goals again after a check-in, never for the suggestions', async () => {
    const fetchMock = routeFetch({
      'GET /api/premium/analytics': () => jsonResponse({}),
      'GET /api/premium/goals': () => jsonResponse([]),
      'GET /api/premium/suggestions': () => jsonResponse([]),
    });
    const store = makeStore({ auth: signedIn() });
    const shown = [
      store.dispatch(premiumQueries.endpoints.analytics.initiate('30d')),
      store.dispatch(premiumQueries.endpoints.goals.initiate()),
      store.dispatch(premiumQueries.endpoints.suggestions.initiate('all')),
    ];
    await Promise.all(shown);

    store.dispatch(checkedIn);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/premium/analytics')).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/premium/goals')).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET /api/premium/suggestions')).toHaveLength(1);

    // A check-in that failed changed nothing on the server.
    store.dispatch({ type: 'habits/undoCompletion/rejected', meta: { arg: habit._id } });
    await Promise.resolve();
    expect(callsTo(fetchMock, 'GET /api/premium/analytics')).toHaveLength(2);
    shown.forEach((query) => query.unsubscribe());
  });

  it('forgets every answer at sign-out', async () => {
    routeFetch({ 'GET /api/premium/goals': () => jsonResponse([]) });
    const store = makeStore({ auth: signedIn() });
    const goals = store.dispatch(premiumQueries.endpoints.goals.initiate());
    await goals;
    expect(premiumQueries.endpoints.goals.select()(store.getState()).data).toEqual([]);

    store.dispatch({ type: 'auth/loggedOut', payload: { deliberate: true } });
    expect(premiumQueries.endpoints.goals.select()(store.getState()).data).toBeUndefined();
    goals.unsubscribe();
  });
});
