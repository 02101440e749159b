import { configureStore } from '@reduxjs/toolkit';
import { BADGES, MESSAGES } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import {
  makeBadges,
  makeFreezes,
  makeHabit,
  makeResult,
  makeStats,
} from '../../test/habit-fixtures';
import { stubFetch } from '../../test/render';
import { authReducer, loggedOut } from '../auth';
import { checkInApplied, gamificationReducer } from './gamification-slice';
import { buyFreeze, fetchBadges, fetchStats } from './gamification-thunks';

const centuryClubEarned = {
  id: 'points-100',
  name: 'Century Club',
  earnedAt: '2025-11-12T08:00:00.000Z',
};

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

  it('fills in from first loads answered after a check-in, keeping the check-in’s totals', async () => {
    const answers: Array<(response: Response) => void> = [];
    let bothSent: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (bothSent = resolve));
    stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answers.push(resolve);
          if (answers.length === 2) bothSent();
        }),
    );
    const store = makeStore();
    const stats = store.dispatch(fetchStats());
    const badges = store.dispatch(fetchBadges());
    await sent;

    const habit = makeHabit({ streak: { current: 1, longest: 1 } });
    const other = makeHabit();
    const badge = BADGES[4];
    store.dispatch(
      checkInApplied(makeResult(habit, { points: 110, badges: badge ? [badge] : [] })),
    );
    answers[0]?.(
      jsonResponse(
        makeStats({
          points: 100,
          streaks: {
            [habit._id]: { current: 0, longest: 1 },
            [other._id]: { current: 4, longest: 9 },
          },
          badges: [
            { id: 'first-habit', name: 'Getting Started', earnedAt: '2025-11-01T08:00:00.000Z' },
          ],
        }),
      ),
    );
    answers[1]?.(jsonResponse(makeBadges(['first-habit'])));
    await Promise.all([stats, badges]);

    const state = store.getState().gamification;
    expect(state).toMatchObject({ points: 110, status: 'succeeded', badgesStatus: 'succeeded' });
    expect(state.streaks).toEqual({
      [habit._id]: { current: 1, longest: 1 },
      [other._id]: { current: 4, longest: 9 },
    });
    expect(state.earnedBadges.map((entry) => entry.id).sort()).toEqual([
      'first-habit',
      'points-100',
    ]);
    expect(state.badges.filter((entry) => entry.earned).map((entry) => entry.id)).toEqual([
      'first-habit',
      'points-100',
    ]);
  });

  it('an undo takes a badge back, and replies asked for before it do not bring it back', async () => {
    const answers: Array<(response: Response) => void> = [];
    let bothSent: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (bothSent = resolve));
    stubFetch(
      () => jsonResponse(makeStats({ badges: [centuryClubEarned] })),
      () => jsonResponse(makeBadges(['points-100'])),
      () =>
        new Promise<Response>((resolve) => {
          answers.push(resolve);
          if (answers.length === 2) bothSent();
        }),
    );
    const store = makeStore();
    await store.dispatch(fetchStats());
    await store.dispatch(fetchBadges());
    const stats = store.dispatch(fetchStats());
    const badges = store.dispatch(fetchBadges());
    await sent;

    const centuryClub = BADGES[4];
    store.dispatch(
      checkInApplied(
        makeResult(makeHabit(), {
          points: 40,
          pointsEarned: -10,
          bonuses: [{ reason: 'weekly-challenge', points: -50 }],
          badgesTakenBack: centuryClub ? [centuryClub] : [],
        }),
      ),
    );
    answers[0]?.(jsonResponse(makeStats({ points: 100, badges: [centuryClubEarned] })));
    answers[1]?.(jsonResponse(makeBadges(['points-100'])));
    await Promise.all([stats, badges]);

    const state = store.getState().gamification;
    expect(state.points).toBe(40);
    expect(state.earnedBadges).toEqual([]);
    expect(state.badges.find((entry) => entry.id === 'points-100')).toMatchObject({
      earned: false,
      earnedAt: null,
    });

    // Earned again by a later check-in, it shows again.
    store.dispatch(
      checkInApplied(
        makeResult(makeHabit(), { points: 100, badges: centuryClub ? [centuryClub] : [] }),
      ),
    );
    expect(store.getState().gamification.earnedBadges.map((entry) => entry.id)).toEqual([
      'points-100',
    ]);
    expect(store.getState().gamification.takenBack).toEqual([]);
  });

  it('keeps a bought freeze over stats asked for before it, but not over a check-in', async () => {
    const answers: Array<(response: Response) => void> = [];
    let sent: () => void = () => undefined;
    let statsSent = new Promise<void>((resolve) => (sent = resolve));
    stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answers.push(resolve);
          sent();
        }),
      () => jsonResponse({ points: 100, freezes: makeFreezes({ held: 1 }) }),
      () =>
        new Promise<Response>((resolve) => {
          answers.push(resolve);
          sent();
        }),
    );
    const store = makeStore();
    const stale = store.dispatch(fetchStats());
    await statsSent;
    await store.dispatch(buyFreeze());
    answers[0]?.(jsonResponse(makeStats({ points: 300, freezes: makeFreezes({ held: 0 }) })));
    await stale;
    expect(store.getState().gamification).toMatchObject({
      points: 100,
      freezes: { held: 1 },
    });

    // A check-in leaves freezes alone: a freeze used meanwhile still shows from stats asked before it.
    statsSent = new Promise<void>((resolve) => (sent = resolve));
    const before = store.dispatch(fetchStats());
    await statsSent;
    store.dispatch(checkInApplied(makeResult(makeHabit(), { points: 110 })));
    const used = {
      habitId: makeHabit()._id,
      habitName: 'Read',
      date: '2025-11-11',
      usedAt: '2025-11-12T09:00:00.000Z',
    };
    answers[1]?.(
      jsonResponse(
        makeStats({ points: 100, freezes: makeFreezes({ held: 0, recentUses: [used] }) }),
      ),
    );
    await before;
    expect(store.getState().gamification.points).toBe(110);
    expect(store.getState().gamification.freezes).toEqual(
      makeFreezes({ held: 0, recentUses: [used] }),
    );
  });

  it('forgets everything on sign-out', () => {
    const store = makeStore();
    store.dispatch(checkInApplied(makeResult(makeHabit(), { points: 10 })));
    store.dispatch(loggedOut());
    expect(store.getState().gamification.points).toBeNull();
  });
});
