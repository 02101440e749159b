import type { Habit } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeHabit, userOn } from '../../../test/habit-fixtures';
import { callsTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';

const ARCHIVED_AT = '2025-11-12T09:00:00.000Z';

/** GET /api/habits answering the active list, or the archived one for `?archived=true`. */
const lists = (active: Habit[], archived: Habit[]) => ({
  'GET /api/habits': (_init: RequestInit | undefined, url: string) =>
    jsonResponse(url.includes('archived=true') ? archived : active),
});

describe('archiving a habit', () => {
  it('asks first, then hides the card and lists the habit under Archived habits', async () => {
    const walk = makeHabit({ name: 'Walk' });
    const read = makeHabit({ name: 'Read' });
    const { user, fetchMock } = renderDashboard({
      url: '/dashboard?tab=habits',
      routes: {
        ...lists([walk, read], []),
        [`POST /api/habits/${walk._id}/archive`]: () =>
          jsonResponse({ ...walk, archivedAt: ARCHIVED_AT }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Archive Walk' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Archive habit?' });
    expect(dialog.textContent).toContain('Its history is kept');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));

    expect(
      await screen.findByText('“Walk” archived. Restore it any time from My Habits.'),
    ).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Walk' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Read' })).toBeTruthy();
    expect(callsTo(fetchMock, `POST /api/habits/${walk._id}/archive`)).toHaveLength(1);

    const toggle = screen.getByRole('button', { name: 'Archived habits' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Loaded on demand from the server (empty here: the stub keeps no state).
    expect(await screen.findByText('No archived habits.')).toBeTruthy();
    const urls = callsTo(fetchMock, 'GET /api/habits').map(([input]) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    expect(urls.filter((url) => url.endsWith('/habits?archived=true'))).toHaveLength(1);
  });

  it('restores an archived habit to the list, with a toast', async () => {
    const walk = makeHabit({ name: 'Walk', archivedAt: ARCHIVED_AT });
    const read = makeHabit({ name: 'Read' });
    const { user, fetchMock } = renderDashboard({
      user: userOn('free', { timezone: 'UTC' }),
      url: '/dashboard?tab=habits',
      routes: {
        ...lists([read], [walk]),
        [`DELETE /api/habits/${walk._id}/archive`]: () =>
          jsonResponse({ ...walk, archivedAt: null }),
      },
    });
    await screen.findByRole('article', { name: 'Read' });
    expect(callsTo(fetchMock, 'GET /api/habits')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Archived habits' }));
    const list = await screen.findByRole('list', { name: 'Archived habits' });
    expect(within(list).getByText('Walk')).toBeTruthy();
    expect(within(list).getByText(/Archived 12 November 2025/)).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Restore Walk' }));
    expect(await screen.findByText('“Walk” restored')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Walk' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Archived habits' })).toBeNull();
    expect(screen.getByText('No archived habits.')).toBeTruthy();
  });

  it('says why a restore was refused when the plan is full', async () => {
    const walk = makeHabit({ name: 'Walk', archivedAt: ARCHIVED_AT });
    const message =
      'Your Free plan allows up to 3 active habits. Archive or delete one, or upgrade, to restore this habit.';
    const { user } = renderDashboard({
      url: '/dashboard?tab=habits',
      routes: {
        ...lists([makeHabit(), makeHabit(), makeHabit()], [walk]),
        [`DELETE /api/habits/${walk._id}/archive`]: () =>
          jsonResponse({ message, code: 'HABIT_LIMIT' }, 403),
      },
    });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Archived habits' }));
    await user.click(await screen.findByRole('button', { name: 'Restore Walk' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Walk' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
