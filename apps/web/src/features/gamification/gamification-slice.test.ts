import { configureStore } from '@reduxjs/toolkit';
import { BADGES, MESSAGES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { makeBadges, makeHabit, makeResult, makeStats } from '../../test/habit-fixtures';
import { stubFetch } from '../../test/render';
import { authReducer, loggedOut } from '../auth';
import { checkInApplied, gamificationReducer } from './gamification-slice';
import { fetchBadges, fetchStats } from './gamification-thunks';

const makeStore = () =>
  configureStore({ reducer: { auth: authReducer, gamification: gamificationReducer } });

describe('gamification slice', () => {
  it('loads stats and badges', async () => {
    stubFetch(
      () => jsonResponse(makeStats({ points: 70 })),
      () => jsonResponse(makeBadges(['first-habit'])),
    );
    const store = makeStore();
    await store.dispatch(fetchStats());
    await store.dispatch(fetchBadges());
    expect(store.getState().gamification).toMatchObject({ points: 70, status: 'succeeded' });
    expect(store.getState().gamification.badges[0]).toMatchObject({
      id: 'first-habit',
      earned: true,
    });
  });

  it('falls back to the spec texts when the server says nothing', async () => {
    stubFetch(() => new Response('', { status: 502 }));
    const store = makeStore();
    await store.dispatch(fetchStats());
    await store.dispatch(fetchBadges());
    expect(store.getState().gamification).toMatchObject({
      status: 'failed',
      error: MESSAGES.fetchStatsFailed,
      badgesStatus: 'failed',
      badgesError: MESSAGES.fetchBadgesFailed,
    });
  });

  it('applies a check-in reply at once and ignores stats requested before it', async () => {
    let answer: (response: Response) => void = () => undefined;
    let sent: () => void = () => undefined;
    // NOTE: the api client may await a token renewal before it calls fetch.
    const statsRequested = new Promise<void>((resolve) => (sent = resolve));
    stubFetch(
      () => jsonResponse(makeBadges()),
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
          sent();
        }),
    );
    const store = makeStore();
    await store.dispatch(fetchBadges());
    const stale = store.dispatch(fetchStats());
    await statsRequested;

    const badge = BADGES[4];
    const habit = makeHabit({ streak: { current: 2, longest: 5 } });
    store.dispatch(
      checkInApplied(makeResult(habit, { points: 110, badges: badge ? [badge] : [] })),
    );
    answer(jsonResponse(makeStats({ points: 90 })));
    await stale;

    const state = store.getState().gamification;
    expect(state.points).toBe(110);
    expect(state.streaks[habit._id]).toEqual({ current: 2, longest: 5 });
    expect(state.badges.find((entry) => entry.id === 'points-100')?.earned).toBe(true);
    expect(state.earnedBadges.map((entry) => entry.id)).toEqual(['points-100']);
  });

  it('forgets everything on sign-out', () => {
    const store = makeStore();
    store.dispatch(checkInApplied(makeResult(makeHabit(), { points: 10 })));
    store.dispatch(loggedOut());
    expect(store.getState().gamification.points).toBeNull();
  });
});
