import { MESSAGES } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signedIn } from '../../../test/fixtures';
import { makeFreezes, makeStats, userOn } from '../../../test/habit-fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch, sentTo } from '../../../test/route-fetch';
import { fetchStats } from '../gamification-thunks';
import { GAMIFICATION_TEXTS } from '../gamification-texts';
import { FreezeShop } from './freeze-shop';

const EXPLAINER =
  'A freeze is used automatically on the first missed day of a streak of 3 or more.';

/** The shop once the stats have arrived, with the store they landed in. */
async function renderShop(
  stats: ReturnType<typeof makeStats>,
  routes: Parameters<typeof routeFetch>[0] = {},
) {
  const fetchMock = routeFetch({
    'GET /api/gamification/stats': () => jsonResponse(stats),
    ...routes,
  });
  const view = renderRoute(<FreezeShop />, {
    path: '/dashboard',
    preloadedState: { auth: signedIn(userOn('free', { points: stats.points })) },
  });
  await view.store.dispatch(fetchStats());
  const region = await screen.findByRole('region', { name: 'Streak freezes' });
  return { ...view, fetchMock, region };
}

const buyButton = (region: HTMLElement) =>
  within(region).getByRole('button', { name: 'Buy a freeze (200 points)' });

describe('the freeze shop', () => {
  it('buys a freeze: points and freezes follow the reply, and a toast says so', async () => {
    const { region, user, store, fetchMock } = await renderShop(
      makeStats({ points: 450, freezes: makeFreezes({ held: 1 }) }),
      {
        'POST /api/gamification/freezes': () =>
          jsonResponse({ points: 250, freezes: makeFreezes({ held: 2 }) }),
      },
    );
    expect(within(region).getByText('Held: 1 of 2')).toBeTruthy();
    expect(within(region).getByText('200 points')).toBeTruthy();
    expect(within(region).getByText(EXPLAINER)).toBeTruthy();
    const button = buyButton(region);
    expect(button).toHaveProperty('disabled', false);

    await user.click(button);
    // Points are spent only once the person says yes; Cancel has focus.
    const confirm = screen.getByRole('alertdialog', { name: 'Buy a streak freeze?' });
    expect(within(confirm).getByText(/It costs 200 of your 450 points/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/gamification/freezes')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST /api/gamification/freezes')).toHaveLength(0);
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Spend 200 points' }));

    expect(await screen.findByText('Streak freeze bought')).toBeTruthy();
    expect(within(region).getByText('Held: 2 of 2')).toBeTruthy();
    expect(store.getState().gamification.points).toBe(250);
    expect(store.getState().auth.user?.points).toBe(250);
    const sent = sentTo(fetchMock, 'POST /api/gamification/freezes');
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // Now at the limit, the button says why it cannot buy another.
    expect(buyButton(region)).toHaveProperty('disabled', true);
    expect(within(region).getByText('You hold the most you can')).toBeTruthy();
  });

  it('cannot buy at the limit, and says so beside the button', async () => {
    const { region, user, fetchMock } = await renderShop(
      makeStats({ points: 900, freezes: makeFreezes({ held: 2 }) }),
    );
    const button = buyButton(region);
    expect(within(region).getByText('Held: 2 of 2')).toBeTruthy();
    expect(button).toHaveProperty('disabled', true);
    const reason = within(region).getByText('You hold the most you can');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);

    await user.click(button);
    expect(callsTo(fetchMock, 'POST /api/gamification/freezes')).toHaveLength(0);
  });

  it('cannot buy with too few points, and says how many it takes', async () => {
    const { region } = await renderShop(makeStats({ points: 150, freezes: makeFreezes() }));
    expect(within(region).getByText('Held: 0 of 2')).toBeTruthy();
    expect(buyButton(region)).toHaveProperty('disabled', true);
    expect(within(region).getByText('You need 200 points')).toBeTruthy();
  });

  it('shows the server’s 409 and reads the stats again', async () => {
    const { region, user, fetchMock, store } = await renderShop(
      makeStats({ points: 300, freezes: makeFreezes({ held: 1 }) }),
      {
        'GET /api/gamification/stats': [
          () => jsonResponse(makeStats({ points: 300, freezes: makeFreezes({ held: 1 }) })),
          () => jsonResponse(makeStats({ points: 300, freezes: makeFreezes({ held: 2 }) })),
        ],
        'POST /api/gamification/freezes': () =>
          jsonResponse({ message: MESSAGES.freezeLimit, code: 'FREEZE_LIMIT' }, 409),
      },
    );

    await user.click(buyButton(region));
    await user.click(screen.getByRole('button', { name: 'Spend 200 points' }));

    expect(await screen.findByText(MESSAGES.freezeLimit)).toBeTruthy();
    expect(await within(region).findByText('Held: 2 of 2')).toBeTruthy();
    expect(within(region).getByText('You hold the most you can')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/gamification/stats')).toHaveLength(2);
    expect(store.getState().gamification.points).toBe(300);
    expect(screen.queryByText('Streak freeze bought')).toBeNull();
  });

  it('offers a retry when the stats could not be loaded', async () => {
    const fetchMock = routeFetch({
      'GET /api/gamification/stats': [
        () => new Response('', { status: 502 }),
        () => jsonResponse(makeStats({ points: 500 })),
      ],
    });
    const { store, user } = renderRoute(<FreezeShop />, {
      path: '/dashboard',
      preloadedState: { auth: signedIn(userOn('free')) },
    });
    await store.dispatch(fetchStats());
    const region = screen.getByRole('region', { name: 'Streak freezes' });
    expect(within(region).getByText(MESSAGES.fetchStatsFailed)).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Try again' }));

    expect(await within(region).findByText('Held: 0 of 2')).toBeTruthy();
    expect(buyButton(region)).toHaveProperty('disabled', false);
    expect(callsTo(fetchMock, 'GET /api/gamification/stats')).toHaveLength(2);
  });

  it('says it needs a connection, not that it failed, when no reply came', async () => {
    routeFetch({
      'GET /api/gamification/stats': [
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => jsonResponse(makeStats({ points: 500 })),
      ],
    });
    const { store } = renderRoute(<FreezeShop />, {
      path: '/dashboard',
      preloadedState: { auth: signedIn(userOn('free')) },
    });
    await store.dispatch(fetchStats());
    const region = screen.getByRole('region', { name: 'Streak freezes' });
    expect(within(region).getByText(GAMIFICATION_TEXTS.needsConnection)).toBeTruthy();
    expect(within(region).queryByText(MESSAGES.fetchStatsFailed)).toBeNull();
  });
});
