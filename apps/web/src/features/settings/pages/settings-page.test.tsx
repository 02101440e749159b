import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { routeFetch } from '../../../test/route-fetch';
import { makeSession, settingsUser, signedInAs } from '../settings-fixtures';

const api = {
  'GET /api/auth/sessions': () => jsonResponse([makeSession()]),
  'GET /api/categories': () => jsonResponse([]),
  'GET /api/vacations': () => jsonResponse([]),
  'GET /api/push/subscriptions': () => jsonResponse([]),
  'GET /api/imports': () => jsonResponse({ imports: [] }),
};

describe('/settings', () => {
  it('is reached from the account menu and holds every section under its anchor', async () => {
    routeFetch({ ...api, 'GET /api/habits': () => jsonResponse([]) });
    const { user } = renderApp('/change-password', { auth: signedInAs(settingsUser('pro')) });

    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Settings · Streakwise'));
    for (const [id, heading] of [
      ['profile', 'Profile'],
      ['reminders', 'Reminders & weekly report'],
      ['notifications', 'Devices and notifications'],
      ['categories', 'Categories'],
      ['vacations', 'Vacations'],
      ['plan', 'Plan'],
      ['devices', 'Signed-in devices'],
      ['import', 'Import your history'],
      ['data', 'Your data'],
    ] as const) {
      const section = document.getElementById(id);
      expect(section, id).not.toBeNull();
      expect(within(section as HTMLElement).getAllByRole('heading')[0]?.textContent).toBe(heading);
    }
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('link', { name: 'Reminders' }).getAttribute('href')).toBe(
      '#reminders',
    );
    expect(await screen.findByText('This device')).toBeTruthy();
  });

  it('sends signed-out visitors to sign in first', async () => {
    routeFetch({});
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });
});
