import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, testUser } from '../test/fixtures';
import { routeFetch } from '../test/route-fetch';
import { Start } from './start';

function renderStart(url: string, routes: Parameters<typeof routeFetch>[0] = {}) {
  window.history.replaceState(null, '', url);
  routeFetch(routes);
  const user = userEvent.setup();
  render(
    <Suspense fallback={null}>
      <Start />
    </Suspense>,
  );
  return { user };
}

const bar = () => screen.getByRole('navigation', { name: 'Main' });

// The landing page and the full app are separate lazy chunks; in jsdom on a busy machine the first
// import of the app's chunk takes longer than Testing Library's default one second.
const lazyChunk = { timeout: 10_000 };

describe('the first screen', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('hands over from the landing page to the app on the first link, banner and focus kept', async () => {
    const { user } = renderStart('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build Better Discipline' }, lazyChunk),
    ).toBeTruthy();
    const banner = await screen.findByRole('region', { name: 'Cookie consent' }, { timeout: 3000 });
    expect(banner).toBeTruthy();

    within(bar()).getByRole('link', { name: 'Login' }).focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'Welcome back' }, lazyChunk)).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
    // The bar's link still has focus and is marked as the current page, as in-app navigation does.
    const login = within(bar()).getByRole('link', { name: 'Login' });
    expect(document.activeElement).toBe(login);
    expect(login.getAttribute('aria-current')).toBe('page');
    // The banner that was showing stays, rather than vanishing for another second.
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();

    // Back to the landing page, now inside the app.
    window.history.back();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build Better Discipline' }),
    ).toBeTruthy();
  });

  it('opens any other page in the full app', async () => {
    renderStart('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, lazyChunk)).toBeTruthy();
  });

  it('restores a stored session on / in the full app, with the signed-in bar', async () => {
    window.localStorage.setItem('token', 'stored');
    renderStart('/', { 'GET /api/auth/me': () => jsonResponse({ user: testUser }) });
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Build Better Discipline' })).toBeTruthy();
  });
});
