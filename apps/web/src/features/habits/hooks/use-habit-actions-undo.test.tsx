import { BADGES, MESSAGES } from '@streakwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, UUID_V4 } from '../../../test/fixtures';
import {
  makeBadges,
  makeChallenge,
  makeHabit,
  makeResult,
  makeStats,
  userOn,
} from '../../../test/habit-fixtures';
import { callsTo } from '../../../test/route-fetch';
import { renderDashboard, statValue } from '../../../test/render-dashboard';

// Undoing a check-in and deleting a habit; checking in is use-habit-actions.test.tsx's.

describe('undoing a check-in', () => {
  it('undoes today’s last check-in', async () => {
    const habit = makeHabit({ name: 'Journal', completed: 1 });
    const { user, fetchMock, store } = renderDashboard({
      user: userOn('free', { points: 40 }),
      habits: [habit],
      routes: {
        [`DELETE /api/habits/${habit._id}/complete`]: () =>
          jsonResponse(
            makeResult(makeHabit({ ...habit, completed: 0 }), { points: 30, pointsEarned: -10 }),
          ),
      },
    });
    await waitFor(() => expect(statValue('points')).toBe('40'));
    const before = fetchMock.mock.calls.length;
    await user.click(await screen.findByRole('button', { name: 'Undo last check-in for Journal' }));

    expect(await screen.findByText('Check-in undone')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mark Complete' })).toBeTruthy();
    expect(statValue('points')).toBe('30');
    expect(store.getState().gamification.points).toBe(30);
    expect(store.getState().auth.user?.points).toBe(30);
    // The reply is all the undo needs: nothing else is asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.length - before).toBe(1);
    expect(callsTo(fetchMock, `DELETE /api/habits/${habit._id}/complete`)).toHaveLength(1);
  });

  it('says what an undo took back, and the points, challenge and badges follow its reply', async () => {
    const habit = makeHabit({ name: 'Journal', dailyTarget: 5, completed: 5 });
    const centuryClub = BADGES.find((badge) => badge.id === 'points-100');
    const { user, store } = renderDashboard({
      user: userOn('free', { points: 100 }),
      habits: [habit],
      routes: {
        'GET /api/gamification/stats': () =>
          jsonResponse(
            makeStats({
              points: 100,
              weeklyChallenge: makeChallenge({ target: 5, progress: 5, completed: true }),
              badges: [
                { id: 'points-100', name: 'Century Club', earnedAt: '2025-11-12T08:00:00Z' },
              ],
            }),
          ),
        'GET /api/gamification/badges': () => jsonResponse(makeBadges(['points-100'])),
        [`DELETE /api/habits/${habit._id}/complete`]: () =>
          jsonResponse(
            makeResult(makeHabit({ ...habit, completed: 4 }), {
              points: 40,
              pointsEarned: -10,
              bonuses: [{ reason: 'weekly-challenge', points: -50 }],
              badgesTakenBack: centuryClub ? [centuryClub] : [],
              weeklyChallenge: makeChallenge({ target: 5, progress: 4, completed: false }),
            }),
          ),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Achievements' });
    await waitFor(() => expect(statValue('badges')).toBe('1 of 8'));
    expect(screen.getByText('5 of 5 habit-days')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Undo last check-in for Journal' }));

    expect(await screen.findByText('Check-in undone')).toBeTruthy();
    expect(
      await screen.findByText('Weekly challenge bonus returned: −50 points', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText('Badge returned: Century Club', { exact: false })).toBeTruthy();
    expect(statValue('points')).toBe('40');
    expect(screen.getByText('4 of 5 habit-days')).toBeTruthy();
    expect(screen.queryByText('Completed')).toBeNull();
    expect(statValue('badges')).toBe('0 of 8');
    expect(within(panel).getByText('0 of 8 earned')).toBeTruthy();
    expect(store.getState().gamification.earnedBadges).toEqual([]);
  });

  it('sends an undo whose reply was lost once more, under the same key, so it counts once', async () => {
    const habit = makeHabit({ name: 'Journal', completed: 2, dailyTarget: 3 });
    const { user, fetchMock } = renderDashboard({
      user: userOn('free', { points: 40 }),
      habits: [habit],
      routes: {
        [`DELETE /api/habits/${habit._id}/complete`]: [
          () => Promise.reject(new TypeError('Failed to fetch')),
          () =>
            jsonResponse(
              makeResult(makeHabit({ ...habit, completed: 1 }), { points: 30, pointsEarned: -10 }),
            ),
        ],
      },
    });
    await waitFor(() => expect(statValue('points')).toBe('40'));
    await user.click(await screen.findByRole('button', { name: 'Undo last check-in for Journal' }));

    expect(await screen.findByText('Check-in undone')).toBeTruthy();
    expect(statValue('points')).toBe('30');
    const sent = callsTo(fetchMock, `DELETE /api/habits/${habit._id}/complete`).map(([, init]) =>
      new Headers(init?.headers).get('Idempotency-Key'),
    );
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(UUID_V4);
    expect(sent[1]).toBe(sent[0]);
  });
});

describe('deleting a habit', () => {
  it('asks first, naming the habit, and only deletes on confirmation', async () => {
    const habit = makeHabit({ name: 'Cold shower' });
    const { user, fetchMock } = renderDashboard({
      habits: [habit, makeHabit({ name: 'Read' })],
      url: '/dashboard?tab=habits',
      routes: { [`DELETE /api/habits/${habit._id}`]: () => new Response(null, { status: 204 }) },
    });
    // Two habits can be reordered: the cards are drawn again once that part has loaded, so the
    // button is taken from the list as it stays.
    await screen.findByRole('button', { name: 'Move Cold shower down' });
    const trigger = screen.getByRole('button', { name: 'Delete Cold shower' });
    await user.click(trigger);

    let dialog = screen.getByRole('alertdialog', { name: 'Delete habit?' });
    expect(within(dialog).getByText(/“Cold shower” and its check-in history/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(callsTo(fetchMock, `DELETE /api/habits/${habit._id}`)).toHaveLength(0);

    await user.click(trigger);
    dialog = screen.getByRole('alertdialog', { name: 'Delete habit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('“Cold shower” deleted')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Cold shower' })).toBeNull();
    // The button that asked is gone; focus lands on the list rather than the page body. The
    // dialog gives focus back in its effect's clean-up, which React may run after the toast shows.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Habits' })),
    );
    expect(screen.getByRole('article', { name: 'Read' })).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE /api/habits/${habit._id}`)).toHaveLength(1);
  });

  it('keeps the habit and says why when the delete fails', async () => {
    const habit = makeHabit({ name: 'Run' });
    const { user } = renderDashboard({
      habits: [habit],
      routes: { [`DELETE /api/habits/${habit._id}`]: () => new Response('', { status: 500 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Run' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MESSAGES.deleteHabitFailed)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Run' })).toBeTruthy();
  });
});
