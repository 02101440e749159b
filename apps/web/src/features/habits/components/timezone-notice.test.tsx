import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { BROWSER_ZONE, userOn } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';

// Zones that are surely not the one the tests run in.
const [ELSEWHERE, THIRD] = ['Pacific/Chatham', 'Pacific/Kiritimati', 'Pacific/Pitcairn'].filter(
  (zone) => zone !== BROWSER_ZONE,
) as [string, string];
const TITLE = 'You’re in a different time zone';
const notice = () => screen.queryByRole('region', { name: TITLE });

/** The browser, as if it had travelled on to `zone` (the app only asks a formatter its zone). */
function browserIn(zone: string) {
  const options = new Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...options,
    timeZone: zone,
  });
}

describe('time zone notice', () => {
  it('stays away when the account and the browser agree', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    expect(notice()).toBeNull();
  });

  it('says which zone counts the days, and switches to the browser’s, reloading the day', async () => {
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
    const region = await screen.findByRole('region', { name: TITLE });
    expect(region.textContent).toContain(
      `Your days, streaks and reminders follow ${ELSEWHERE}, but this device is set to ${BROWSER_ZONE}.`,
    );
    expect(within(region).getByRole('button', { name: `Keep ${ELSEWHERE}` })).toBeTruthy();

    await person.click(within(region).getByRole('button', { name: `Switch to ${BROWSER_ZONE}` }));

    expect(await screen.findByText(`Your days now follow ${BROWSER_ZONE}`)).toBeTruthy();
    await expect.poll(() => store.getState().auth.user?.timezone).toBe(BROWSER_ZONE);
    expect(notice()).toBeNull();
    expect(sentTo(fetchMock, 'PATCH /api/auth/me').body).toEqual({ timezone: BROWSER_ZONE });
    // Today moves with the zone: the habits and stats are read again.
    await expect.poll(() => callsTo(fetchMock, 'GET /api/habits').length).toBe(2);
    expect(callsTo(fetchMock, 'GET /api/gamification/stats').length).toBe(2);
  });

  it('keeps the zone when the server refuses the switch, and says why', async () => {
    const { user: person, store } = renderDashboard({
      user: userOn('free', { timezone: ELSEWHERE }),
      routes: { 'PATCH /api/auth/me': () => new Response('', { status: 502 }) },
    });
    await person.click(await screen.findByRole('button', { name: `Switch to ${BROWSER_ZONE}` }));
    expect(await screen.findByText('Failed to update time zone')).toBeTruthy();
    expect(store.getState().auth.user?.timezone).toBe(ELSEWHERE);
    expect(notice()).not.toBeNull();
  });

  it('asks once per pair of zones: "Keep" holds for this trip, a new zone asks again', async () => {
    const account = userOn('free', { timezone: ELSEWHERE });
    const first = renderDashboard({ user: account });
    await first.user.click(await screen.findByRole('button', { name: `Keep ${ELSEWHERE}` }));
    expect(notice()).toBeNull();
    first.unmount();

    // signedIn() in the next render keeps localStorage; the choice survives a new visit.
    const again = renderDashboard({ user: account });
    await screen.findByRole('heading', { level: 1 });
    expect(notice()).toBeNull();
    again.unmount();

    // The trip goes on to a third zone: a new pair, so it asks again.
    browserIn(THIRD);
    renderDashboard({ user: account });
    const region = await screen.findByRole('region', { name: TITLE });
    expect(within(region).getByRole('button', { name: `Switch to ${THIRD}` })).toBeTruthy();
    expect(within(region).getByRole('button', { name: `Keep ${ELSEWHERE}` })).toBeTruthy();
  });
});
