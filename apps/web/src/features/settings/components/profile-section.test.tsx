import { MESSAGES } from '@streakwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch, sentTo } from '../../../test/route-fetch';
import { settingsUser, signedInAs } from '../settings-fixtures';
import { ProfileSection } from './profile-section';

const PATCH_ME = 'PATCH /api/auth/me';

function renderProfile(user = settingsUser()) {
  return renderRoute(<ProfileSection user={user} />, {
    path: '/settings',
    preloadedState: { auth: signedInAs(user) },
  });
}

/** Pretends the browser sits in `zone`. */
function browserIn(zone: string) {
  const real = new Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...real,
    timeZone: zone,
  });
}

const zoneField = () => screen.getByRole('combobox', { name: 'Time zone' });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('settings: profile', () => {
  it('saves the name and a zone found by searching, and puts the new user in the store', async () => {
    browserIn('Europe/London');
    const saved = settingsUser('free', { name: 'Sam Lee', timezone: 'America/New_York' });
    const fetchMock = routeFetch({ [PATCH_ME]: () => jsonResponse({ user: saved }) });
    const { user, store } = renderProfile();

    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Sam Lee');
    await user.clear(zoneField());
    await user.type(zoneField(), 'new york');
    const list = screen.getByRole('listbox', { name: 'Time zone' });
    expect(zoneField().getAttribute('aria-expanded')).toBe('true');
    expect(within(list).getAllByRole('option')[0]?.textContent).toBe('America/New_York');
    await user.keyboard('{Enter}');

    expect(zoneField()).toHaveProperty('value', 'America/New_York');
    expect(zoneField().getAttribute('aria-expanded')).toBe('false');
    // Enter chose from the list; it did not submit the form.
    expect(callsTo(fetchMock, PATCH_ME)).toHaveLength(0);

    await user.click(save());
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(sentTo(fetchMock, PATCH_ME).body).toEqual({
      name: 'Sam Lee',
      timezone: 'America/New_York',
    });
    expect(store.getState().auth.user?.name).toBe('Sam Lee');
    expect(store.getState().auth.user?.timezone).toBe('America/New_York');
  });

  it("suggests the browser's own zone and fills it in on request", async () => {
    browserIn('Europe/Paris');
    const fetchMock = routeFetch({
      [PATCH_ME]: () => jsonResponse({ user: settingsUser('free', { timezone: 'Europe/Paris' }) }),
    });
    const { user } = renderProfile();

    expect(screen.getByText('Suggested: Europe/Paris (your browser)')).toBeTruthy();
    // Opened with nothing typed, the list leads with the suggestion.
    await user.click(zoneField());
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('Europe/Paris(your browser)');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Use Europe/Paris' }));
    expect(zoneField()).toHaveProperty('value', 'Europe/Paris');
    expect(screen.queryByRole('button', { name: 'Use Europe/Paris' })).toBeNull();
    await user.click(save());

    await waitFor(() => expect(callsTo(fetchMock, PATCH_ME)).toHaveLength(1));
    expect(sentTo(fetchMock, PATCH_ME).body).toEqual({
      name: 'Alex Taylor',
      timezone: 'Europe/Paris',
    });
  });

  it('moves through the list with the arrow keys and drops text that was not chosen', async () => {
    browserIn('Europe/London');
    routeFetch({});
    const { user } = renderProfile();

    await user.clear(zoneField());
    await user.type(zoneField(), 'zzz');
    expect(screen.getByText(/No time zone matches/)).toBeTruthy();
    await user.clear(zoneField());
    await user.type(zoneField(), 'paris');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Europe/Paris']);
    expect(zoneField().getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    await user.clear(zoneField());
    await user.type(zoneField(), 'america/ar');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = screen.getAllByRole('option')[1];
    expect(zoneField().getAttribute('aria-activedescendant')).toBe(active?.id);

    // Leaving the field without choosing puts the saved zone back.
    await user.tab();
    expect(zoneField()).toHaveProperty('value', 'Europe/London');
    expect(zoneField().getAttribute('aria-expanded')).toBe('false');
  });

  it('checks the name with the shared rules before sending anything', async () => {
    browserIn('Europe/London');
    const fetchMock = routeFetch({});
    const { user } = renderProfile();

    await user.clear(screen.getByLabelText('Full name'));
    await user.click(save());

    expect(await screen.findByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, PATCH_ME)).toHaveLength(0);
  });

  it('shows a field error from the server on its field, and blocks repeat saves while saving', async () => {
    browserIn('Europe/London');
    let answer: (response: Response) => void = () => undefined;
    routeFetch({
      [PATCH_ME]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderProfile();

    await user.click(save());
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
    answer(
      jsonResponse(
        { message: MESSAGES.invalidTimezone, fields: { timezone: MESSAGES.invalidTimezone } },
        400,
      ),
    );

    expect(await screen.findByText(MESSAGES.invalidTimezone)).toBeTruthy();
    expect(zoneField().getAttribute('aria-invalid')).toBe('true');
    expect(save()).toHaveProperty('disabled', false);
  });

  it('says so when the network fails', async () => {
    browserIn('Europe/London');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user, store } = renderProfile();

    await user.click(save());

    expect(await screen.findByText(MESSAGES.networkError)).toBeTruthy();
    expect(store.getState().auth.user?.name).toBe('Alex Taylor');
  });
});
