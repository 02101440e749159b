import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeBadges, makeHabit, makeStats, userOn } from '../../../test/habit-fixtures';
import { renderDashboard, statValue } from '../../../test/render-dashboard';

describe('/dashboard', () => {
  it('welcomes the person and counts today’s completed habits', async () => {
    renderDashboard({
      user: userOn('free', { name: 'Alex Taylor', points: 120 }),
      habits: [
        makeHabit({ completed: 1 }),
        makeHabit({ dailyTarget: 3, completed: 1 }),
        makeHabit({ dailyTarget: 2, completed: 2 }),
      ],
      routes: {
        'GET /api/gamification/stats': () => jsonResponse(makeStats({ points: 120 })),
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Alex Taylor!' }),
    ).toBeTruthy();
    expect(await screen.findByText(/completed 2 of 3 habits today/)).toBeTruthy();
    expect(screen.getByText('Total Points')).toBeTruthy();
    expect(statValue('points')).toBe('120');
    expect(statValue('habits')).toBe('3');
    expect(screen.getByText('Badges Earned')).toBeTruthy();
  });

  it('shows skeletons while loading', async () => {
    const never = () => new Promise<Response>(() => undefined);
    renderDashboard({
      routes: { 'GET /api/habits': never, 'GET /api/gamification/stats': never },
    });
    const loading = await screen.findByText('Loading your habits…');
    // A busy region, named once for screen readers, until the habit list arrives.
    expect(loading.closest('[role="status"]')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelectorAll('.animate-pulse').length).toBeGreaterThan(3);
  });

  it('shows the 3 newest habits on Overview and every habit under My Habits', async () => {
    const habits = ['Five', 'Four', 'Three', 'Two', 'One'].map((name) => makeHabit({ name }));
    const { user } = renderDashboard({ habits });

    const overview = await screen.findByRole('tabpanel', { name: /Overview/ });
    await within(overview).findByRole('article', { name: 'Five' });
    const names = within(overview)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['Five', 'Four', 'Three']);

    await user.click(within(overview).getByRole('button', { name: 'View all' }));
    const all = screen.getByRole('tabpanel', { name: /My Habits/ });
    expect(within(all).getAllByRole('article')).toHaveLength(5);
    expect(screen.getByTestId('search').textContent).toBe('?tab=habits');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /My Habits/ }));
  });

  it('invites a person without habits to add one', async () => {
    renderDashboard({ url: '/dashboard?tab=habits' });
    expect(await screen.findByRole('heading', { name: 'No habits yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Habit' })).toBeTruthy();
  });

  it('offers a retry when the habits cannot be loaded', async () => {
    const { user, fetchMock } = renderDashboard({
      routes: {
        'GET /api/habits': [
          () => new Response('', { status: 500 }),
          () => jsonResponse([makeHabit({ name: 'Stretch' })]),
        ],
      },
    });

    expect(await screen.findByText('Failed to fetch habits')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Stretch' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/habits', expect.anything());
  });

  it('shows the first six badges, earned ones marked', async () => {
    renderDashboard({
      routes: {
        'GET /api/gamification/badges': () => jsonResponse(makeBadges(['first-habit', 'streak-3'])),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Achievements' });
    const tiles = await within(panel).findAllByRole('listitem');
    expect(tiles).toHaveLength(6);
    expect(tiles.map((tile) => tile.getAttribute('data-earned'))).toEqual([
      'true',
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(within(panel).queryByText('Habit Master')).toBeNull();
    expect(within(panel).getByText('2 of 8 earned')).toBeTruthy();
  });

  it('shows the weekly challenge progress', async () => {
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Weekly challenge' });
    expect(within(panel).getByText('Complete 15 habit-days this week')).toBeTruthy();
    expect(within(panel).getByText('4 of 15 habit-days')).toBeTruthy();
  });
});
