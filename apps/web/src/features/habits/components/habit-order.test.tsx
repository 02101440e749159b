import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeHabit } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';
import { HABITS_TEXTS } from '../habits-texts';

const read = makeHabit({ name: 'Read' });
const walk = makeHabit({ name: 'Walk' });
const swim = makeHabit({ name: 'Swim' });
const PUT = 'PUT /api/habits/order';

const shown = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

function myHabits(reply: () => Response | Promise<Response>) {
  return renderDashboard({
    url: '/dashboard?tab=habits',
    routes: { 'GET /api/habits': () => jsonResponse([read, walk, swim]), [PUT]: reply },
  });
}

afterEach(() => vi.restoreAllMocks());

/** A control of the list, once its lazily loaded drag-and-drop part has arrived. */
const control = (name: string) => screen.findByRole('button', { name }, { timeout: 10_000 });

describe('reordering the habits', () => {
  it('moves a card with Move up at once, sends the order, keeps the focus and announces it', async () => {
    const { user, fetchMock } = myHabits(() => new Response(null, { status: 204 }));
    const up = await control('Move Swim up');
    expect(screen.getByRole('button', { name: 'Move Read up' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Drag Swim to reorder' })).toBeTruthy();

    up.focus();
    await user.keyboard('{Enter}');
    expect(shown()).toEqual(['Read', 'Swim', 'Walk']);
    expect(sentTo(fetchMock, PUT).body).toEqual({ ids: [read._id, swim._id, walk._id] });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Swim up' })),
    );
    expect(screen.getByText('Swim moved to position 2 of 3').getAttribute('aria-live')).toBe(
      'polite',
    );

    await user.click(screen.getByRole('button', { name: 'Move Read down' }));
    expect(shown()).toEqual(['Swim', 'Read', 'Walk']);
    await waitFor(() => expect(callsTo(fetchMock, PUT)).toHaveLength(2));
    expect(sentTo(fetchMock, PUT, 1).body).toEqual({ ids: [swim._id, read._id, walk._id] });
    expect(screen.getByText('Read moved to position 2 of 3')).toBeTruthy();
  });

  it('does nothing past either end', async () => {
    const { user, fetchMock } = myHabits(() => new Response(null, { status: 204 }));
    await user.click(await control('Move Read up'));
    await user.click(screen.getByRole('button', { name: 'Move Swim down' }));
    expect(shown()).toEqual(['Read', 'Walk', 'Swim']);
    expect(callsTo(fetchMock, PUT)).toHaveLength(0);
  });

  it('puts the order back and says so when the server does not save it', async () => {
    const { user } = myHabits(() => jsonResponse({ message: 'Something went wrong' }, 500));
    await user.click(await control('Move Walk up'));
    expect(await screen.findByText(HABITS_TEXTS.reorderFailed)).toBeTruthy();
    expect(shown()).toEqual(['Read', 'Walk', 'Swim']);
  });

  it('says a move needs a connection while offline, and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, fetchMock } = myHabits(() => new Response(null, { status: 204 }));
    await user.click(await control('Move Walk up'));
    expect(await screen.findByText(HABITS_TEXTS.reorderOffline)).toBeTruthy();
    expect(shown()).toEqual(['Read', 'Walk', 'Swim']);
    expect(callsTo(fetchMock, PUT)).toHaveLength(0);
  });

  it('leaves the Overview’s first habits without reorder controls', async () => {
    renderDashboard({
      url: '/dashboard',
      routes: { 'GET /api/habits': () => jsonResponse([read, walk, swim]) },
    });
    await screen.findByRole('article', { name: 'Read' });
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: /to reorder$/ })).toBeNull();
  });
});
