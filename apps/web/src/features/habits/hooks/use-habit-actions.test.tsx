import { BADGES, MESSAGES } from '@streakwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, UUID_V4 } from '../../../test/fixtures';
import { makeChallenge, makeHabit, makeResult, userOn } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard, statValue } from '../../../test/render-dashboard';

// Checking in, today and yesterday; undoing and deleting are use-habit-actions-undo.test.tsx's.

const weekWarrior = BADGES.find((badge) => badge.id === 'streak-7');

describe('checking in', () => {
  it('counts one unit with one request; points, challenge and badges follow its reply', async () => {
    const habit = makeHabit({ name: 'Stretch', dailyTarget: 3, completed: 1 });
    const after = { ...habit, today: { ...habit.today, completed: 2 } };
    const { user, fetchMock, store } = renderDashboard({
      user: userOn('free', { points: 40 }),
      habits: [habit],
      routes: {
        [`PATCH /api/habits/${habit._id}/complete`]: () =>
          jsonResponse(
            makeResult(after, {
              points: 150,
              pointsEarned: 10,
              badges: weekWarrior ? [weekWarrior] : [],
              weeklyChallenge: makeChallenge({ progress: 5 }),
            }),
          ),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Achievements' });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(6));
    expect(statValue('points')).toBe('40');
    expect(statValue('badges')).toBe('0 of 8');
    expect(screen.getByText('4 of 15 habit-days')).toBeTruthy();
    const before = fetchMock.mock.calls.length;

    await user.click(await screen.findByRole('button', { name: '+1 (2 left)' }));

    expect(await screen.findByText('Badge earned: Week Warrior', { exact: false })).toBeTruthy();
    expect(screen.getByText('+10 points')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '+1 (1 left)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete All' })).toBeNull();
    expect(statValue('points')).toBe('150');
    expect(statValue('badges')).toBe('1 of 8');
    expect(screen.getByText('5 of 15 habit-days')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')[2]?.getAttribute('data-earned')).toBe('true');
    expect(within(panel).getByText('1 of 8 earned')).toBeTruthy();
    expect(store.getState().auth.user?.points).toBe(150);

    // Whatever a late refetch would have sent has had time to go out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.length - before).toBe(1);
    expect(callsTo(fetchMock, `PATCH /api/habits/${habit._id}/complete`)).toHaveLength(1);
    const sent = sentTo(fetchMock, `PATCH /api/habits/${habit._id}/complete`);
    expect(sent.body).toEqual({ count: 1 });
    expect(sent.headers.get('Idempotency-Key')).toMatch(UUID_V4);
    expect(screen.getAllByText('Badge earned: Week Warrior', { exact: false })).toHaveLength(1);
  });

  it('completes all remaining units at once and shades today on the calendar', async () => {
    const habit = makeHabit({ name: 'Water', dailyTarget: 3, completed: 1 });
    const done = makeHabit({
      ...habit,
      completed: 3,
      completions: [{ date: habit.today.date, count: 3, status: 'done' }],
    });
    const { user, fetchMock } = renderDashboard({
      habits: [habit],
      routes: {
        [`PATCH /api/habits/${habit._id}/complete`]: () =>
          jsonResponse(makeResult({ ...done, _id: habit._id })),
      },
    });
    expect(await screen.findByText('12 November: 0 habits completed')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Complete All' }));

    const finished = await screen.findByRole('button', { name: MESSAGES.habitAlreadyComplete });
    expect(finished).toHaveProperty('disabled', true);
    const sent = sentTo(fetchMock, `PATCH /api/habits/${habit._id}/complete`);
    expect(sent.body).toEqual({ count: 2 });
    expect(screen.getByText('12 November: 1 habit completed')).toBeTruthy();
    expect(screen.getByText(/completed 1 of 1 habits today/)).toBeTruthy();
  });

  it('cannot be sent twice while the first request is on its way', async () => {
    const habit = makeHabit({ name: 'Walk' });
    let answer: (response: Response) => void = () => undefined;
    const { user, fetchMock } = renderDashboard({
      habits: [habit],
      routes: {
        [`PATCH /api/habits/${habit._id}/complete`]: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Mark Complete' });
    await user.click(button);
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(callsTo(fetchMock, `PATCH /api/habits/${habit._id}/complete`)).toHaveLength(1);

    answer(jsonResponse(makeResult(makeHabit({ ...habit, completed: 1 }))));
    expect(await screen.findByRole('button', { name: MESSAGES.habitAlreadyComplete })).toBeTruthy();
  });

  it('celebrates a streak milestone and a perfect week', async () => {
    const habit = makeHabit({ name: 'Yoga' });
    const after = makeHabit({ ...habit, completed: 1, streak: { current: 14, longest: 14 } });
    const { user } = renderDashboard({
      habits: [habit],
      routes: {
        [`PATCH /api/habits/${habit._id}/complete`]: () =>
          jsonResponse(
            makeResult(
              { ...after, _id: habit._id },
              {
                streakIncremented: true,
                bonuses: [{ reason: 'perfect-week', points: 100 }],
              },
            ),
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('14-day streak on Yoga!')).toBeTruthy();
    expect(screen.getByText('Perfect week! +100 bonus points')).toBeTruthy();
  });

  it('toasts the server’s reason and re-reads the list when the goal was already met', async () => {
    const habit = makeHabit({ name: 'Floss' });
    const { user, fetchMock } = renderDashboard({
      habits: [habit],
      routes: {
        [`PATCH /api/habits/${habit._id}/complete`]: () =>
          jsonResponse({ message: MESSAGES.habitAlreadyComplete, code: 'ALREADY_COMPLETE' }, 409),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText(MESSAGES.habitAlreadyComplete)).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/habits')).toHaveLength(2));
  });
});

describe('checking in yesterday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  // 09:00 on 12 November 2025 (TODAY) in London: yesterday is still open.
  const londonMorning = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-12T09:00:00Z'));
    return userOn('free', { timezone: 'Europe/London' });
  };

  it('sends the date with one request, and the card shows the reply’s yesterday', async () => {
    const habit = makeHabit({ name: 'Stretch', dailyTarget: 1 });
    const after = makeHabit({
      ...habit,
      streak: { current: 2, longest: 2 },
      completions: [{ date: '2025-11-11', count: 1, status: 'done' }],
    });
    const { user, fetchMock } = renderDashboard({
      user: londonMorning(),
      habits: [habit],
      routes: {
        [`PATCH /api/habits/${habit._id}/complete`]: () =>
          jsonResponse(makeResult({ ...after, _id: habit._id }, { streakIncremented: true })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Yesterday' }));
    const before = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Check in for yesterday' }));

    expect(await screen.findByText('2 day streak')).toBeTruthy();
    // Yesterday is done, so the card is back on today, still open.
    const toggle = screen.getByRole('button', { name: 'Yesterday' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Yesterday’s goal completed' })).toBeTruthy();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.length - before).toBe(1);
    const sent = sentTo(fetchMock, `PATCH /api/habits/${habit._id}/complete`);
    expect(sent.body).toEqual({ count: 1, date: '2025-11-11' });
  });

  it('shows the server’s message when the day has closed, and goes back to today', async () => {
    const habit = makeHabit({ name: 'Floss' });
    const { user } = renderDashboard({
      user: londonMorning(),
      habits: [habit],
      routes: {
        [`PATCH /api/habits/${habit._id}/complete`]: () =>
          jsonResponse({ message: MESSAGES.dayClosed, code: 'DAY_CLOSED' }, 409),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Yesterday' }));
    await user.click(screen.getByRole('button', { name: 'Check in for yesterday' }));
    expect(await screen.findByText(MESSAGES.dayClosed)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
  });
});
