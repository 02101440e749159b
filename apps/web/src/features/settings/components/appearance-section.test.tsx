import { MESSAGES, type User } from '@streakwise/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch, sentTo } from '../../../test/route-fetch';
import { settingsUser, signedInAs } from '../settings-fixtures';
import { AppearanceSection } from './appearance-section';

const PATCH_ME = 'PATCH /api/auth/me';
const html = document.documentElement;

function renderAppearance(user: User) {
  return renderRoute(<AppearanceSection user={user} />, {
    path: '/settings',
    preloadedState: { auth: signedInAs(user) },
  });
}

beforeEach(() => {
  html.removeAttribute('data-theme');
  html.removeAttribute('data-accent');
});

describe('settings: appearance', () => {
  it('lets any plan pick dark: the page turns dark at once, is remembered and saved', async () => {
    const free = settingsUser('free');
    const fetchMock = routeFetch({
      [PATCH_ME]: () => jsonResponse({ user: { ...free, theme: 'dark' } }),
    });
    const { user, store } = renderAppearance(free);

    expect(screen.getByRole('radio', { name: /System/ })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: /Dark/ }));

    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(await screen.findByText('Theme saved')).toBeTruthy();
    expect(sentTo(fetchMock, PATCH_ME).body).toEqual({ theme: 'dark' });
    expect(store.getState().auth.user?.theme).toBe('dark');
    expect(screen.getByRole('radio', { name: /Dark/ })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('radio', { name: /Light/ }));
    expect(html.getAttribute('data-theme')).toBe('light');
  });

  it('locks the colour themes on Free and Pro, with the way to Premium', () => {
    for (const plan of ['free', 'pro'] as const) {
      const fetchMock = routeFetch({});
      const { unmount } = renderAppearance(settingsUser(plan));
      expect(screen.getByText('Colour themes come with the Premium plan.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'See Premium' }).getAttribute('href')).toBe(
        '/premium',
      );
      for (const name of ['Indigo (default)', 'Ocean', 'Forest', 'Sunset', 'Grape']) {
        expect(screen.getByRole('radio', { name }), `${plan} ${name}`).toHaveProperty(
          'disabled',
          true,
        );
      }
      // The light or dark choice stays open.
      expect(screen.getByRole('radio', { name: /Dark/ })).toHaveProperty('disabled', false);
      expect(fetchMock).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('saves a colour theme on Premium and applies it, and null goes back to the default', async () => {
    const premium = settingsUser('premium', { theme: 'dark' });
    const fetchMock = routeFetch({
      [PATCH_ME]: [
        () => jsonResponse({ user: { ...premium, accent: 'forest' } }),
        () => jsonResponse({ user: { ...premium, accent: null } }),
      ],
    });
    const { user, store } = renderAppearance(premium);

    await user.click(screen.getByRole('radio', { name: 'Forest' }));
    expect(html.getAttribute('data-accent')).toBe('forest');
    expect(window.localStorage.getItem('accent')).toBe('forest');
    expect(await screen.findByText('Colour theme saved')).toBeTruthy();
    expect(sentTo(fetchMock, PATCH_ME).body).toEqual({ accent: 'forest' });
    expect(store.getState().auth.user?.accent).toBe('forest');

    await user.click(screen.getByRole('radio', { name: 'Indigo (default)' }));
    await waitFor(() => expect(callsTo(fetchMock, PATCH_ME)).toHaveLength(2));
    expect(sentTo(fetchMock, PATCH_ME, 1).body).toEqual({ accent: null });
    expect(html.hasAttribute('data-accent')).toBe(false);
    expect(window.localStorage.getItem('accent')).toBeNull();
  });

  it('puts back what the account says when the server refuses', async () => {
    const premium = settingsUser('premium');
    routeFetch({
      [PATCH_ME]: () =>
        jsonResponse({ message: MESSAGES.accentRequiresPremium, code: 'PLAN_REQUIRED' }, 403),
    });
    const { user } = renderAppearance(premium);

    await user.click(screen.getByRole('radio', { name: 'Grape' }));
    expect(await screen.findByText(MESSAGES.accentRequiresPremium)).toBeTruthy();
    expect(html.hasAttribute('data-accent')).toBe(false);
    expect(screen.getByRole('radio', { name: 'Indigo (default)' })).toHaveProperty('checked', true);
  });
});

describe('settings: appearance, chosen quickly', () => {
  it('sends one choice at a time, in order, so the last one wins', async () => {
    const free = settingsUser('free');
    const answers: ((response: Response) => void)[] = [];
    const fetchMock = routeFetch({
      [PATCH_ME]: () =>
        new Promise<Response>((resolve) => {
          answers.push(resolve);
        }),
    });
    const { user, store } = renderAppearance(free);

    await user.click(screen.getByRole('radio', { name: /Light/ }));
    await user.click(screen.getByRole('radio', { name: /Dark/ }));
    await waitFor(() => expect(callsTo(fetchMock, PATCH_ME)).toHaveLength(1));
    expect(html.getAttribute('data-theme')).toBe('dark');

    answers[0]?.(jsonResponse({ user: { ...free, theme: 'light' } }));
    await waitFor(() => expect(callsTo(fetchMock, PATCH_ME)).toHaveLength(2));
    expect(sentTo(fetchMock, PATCH_ME, 1).body).toEqual({ theme: 'dark' });
    answers[1]?.(jsonResponse({ user: { ...free, theme: 'dark' } }));
    await waitFor(() => expect(store.getState().auth.user?.theme).toBe('dark'));
  });
});
