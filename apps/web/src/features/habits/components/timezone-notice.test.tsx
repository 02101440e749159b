import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { BROWSER_ZONE, userOn } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';

// A zone that is surely not the one the tests run in.
const ELSEWHERE = BROWSER_ZONE === 'Pacific/Chatham' ? 'Pacific/Kiritimati' : 'Pacific/Chatham';
const notice = `Your days are counted in ${ELSEWHERE}. Switch to ${BROWSER_ZONE}?`;

describe('time zone notice', () => {
  it('stays away when the account and the browser agree', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Your days are counted in/)).toBeNull();
  });

  it('switches the account to the browser’s zone and reloads the day’s data', async () => {
    const user = userOn('free', { timezone: ELSEWHERE });
    const {
      user: person,
      fetchMock,
      store,
    } = renderDashboard({
      user,
      routes: {
        'PATCH /api/auth/me': () => jsonResponse({ user: { ...user, timezone: BROWSER_ZONE } }),
      },
    });
    expect(await screen.findByText(notice)).toBeTruthy();

    await person.click(screen.getByRole('button', { name: 'Switch' }));

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await expect.poll(() => store.getState().auth.user?.timezone).toBe(BROWSER_ZONE);
    expect(screen.queryByText(notice)).toBeNull();
    const sent = sentTo(fetchMock, 'PATCH /api/auth/me');
    expect(sent.body).toEqual({ timezone: BROWSER_ZONE });
    await expect.poll(() => callsTo(fetchMock, 'GET /api/habits').length).toBe(2);
    expect(callsTo(fetchMock, 'GET /api/gamification/stats').length).toBe(2);
  });

  it('remembers "Keep" for that pair of zones', async () => {
    const { user: person, unmount } = renderDashboard({
      user: userOn('free', { timezone: ELSEWHERE }),
    });
    await person.click(await screen.findByRole('button', { name: 'Keep' }));
    expect(screen.queryByText(notice)).toBeNull();
    unmount();

    // signedIn() in the next render keeps localStorage; the dismissal survives a new visit.
    renderDashboard({ user: userOn('free', { timezone: ELSEWHERE }) });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(notice)).toBeNull();
  });
});
