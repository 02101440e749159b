import { MESSAGES } from '@streakwise/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authState, jsonResponse, signedIn, testUser } from '../test/fixtures';
import { makeBadges, makeStats } from '../test/habit-fixtures';
import { renderApp, stubFetch } from '../test/render';
import { callsTo, routeFetch } from '../test/route-fetch';

describe('routing and session', () => {
  it('sends a visitor from a protected page to sign in and back there afterwards', async () => {
    stubFetch(() => jsonResponse({ token: 'jwt', user: testUser }));
    const { user } = renderApp('/change-password?tab=security');

    await user.type(await screen.findByLabelText('Email address'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeTruthy();
  });

  it('restores the session from a stored token', async () => {
    window.localStorage.setItem('token', 'stored');
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse({ user: testUser }),
      'GET /api/habits': () => jsonResponse([]),
      'GET /api/gamification/stats': () => jsonResponse(makeStats()),
      'GET /api/gamification/badges': () => jsonResponse(makeBadges()),
    });
    renderApp('/dashboard');

    // A first visit to the dashboard on this device greets with "Welcome", later ones "Welcome back".
    expect(
      await screen.findByRole('heading', { name: /^Welcome( back)?, Alex Taylor!$/ }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/me');
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(1);
  });

  it('drops an expired session and asks the person to sign in again', async () => {
    window.localStorage.setItem('token', 'expired');
    stubFetch(() => jsonResponse({ message: MESSAGES.unauthorized }, 401));
    renderApp('/dashboard');

    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session through a server outage, says so, and carries on when it is back', async () => {
    window.localStorage.setItem('token', 'stored');
    let down = true;
    const fetchMock = routeFetch({
      'GET /api/auth/me': () =>
        down
          ? jsonResponse({ message: MESSAGES.serviceUnavailable }, 503)
          : jsonResponse({ user: testUser }),
      'GET /api/habits': () => jsonResponse([]),
      'GET /api/gamification/stats': () => jsonResponse(makeStats()),
      'GET /api/gamification/badges': () => jsonResponse(makeBadges()),
    });
    renderApp('/dashboard');

    expect(await screen.findByText(MESSAGES.serverUnreachableRetrying)).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('stored');
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();

    down = false;
    // The session check tries again by itself (every 5 s) and the dashboard opens.
    expect(
      await screen.findByRole(
        'heading',
        { name: /^Welcome( back)?, Alex Taylor!$/ },
        { timeout: 8_000 },
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/auth/me').length).toBeGreaterThanOrEqual(2);
    expect(window.localStorage.getItem('token')).toBe('stored');
  });

  it('sends a visitor without a token from /pro to sign in', async () => {
    stubFetch(() => jsonResponse({ token: 'jwt', user: testUser }));
    const { user } = renderApp('/pro', { auth: authState() });

    expect(
      (await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href'),
    ).toBe('/signup?redirect=/pro');
    await user.type(screen.getByLabelText('Email address'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Pro Plan' })).toBeTruthy();
  });

  it('signs out from the user menu', async () => {
    const { user, location } = renderApp('/dashboard', { auth: signedIn() });

    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    // A deliberate sign-out lands on plain /login: no ?redirect= back to the page just left.
    expect(location()).toBe('/login');
  });

  it('shows a way home on an unknown page', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
