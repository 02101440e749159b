import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { makeSession, settingsUser, signedInAs } from '../settings-fixtures';
import { DevicesSection } from './devices-section';

const LIST = 'GET /api/auth/sessions';
const phone = makeSession({
  _id: '1f0c9a52-5a1d-4b7e-9f43-2c6d8e0a7b15',
  device: 'Safari on iPhone',
  current: false,
});
const sessions = [makeSession(), phone];

function renderDevices() {
  const user = settingsUser();
  return renderRoute(<DevicesSection timeZone="Europe/London" />, {
    path: '/settings',
    preloadedState: { auth: signedInAs(user) },
  });
}

describe('settings: signed-in devices', () => {
  it('lists the devices, marks this one, and signs out another', async () => {
    const fetchMock = routeFetch({
      [LIST]: () => jsonResponse(sessions),
      [`DELETE /api/auth/sessions/${phone._id}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderDevices();

    expect(screen.getByText('Loading your devices…')).toBeTruthy();
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Last used 10 Feb 2026, 18:30')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Signed in 1 Feb 2026, 09:00')).toBeTruthy();
    // This browser signs out from the menu; only other devices get a button here.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));

    expect(await screen.findByText('Signed out of Safari on iPhone')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    // The button went with its row; the section heading holds the focus instead.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Signed-in devices' }));
    expect(callsTo(fetchMock, `DELETE /api/auth/sessions/${phone._id}`)).toHaveLength(1);
  });

  it('says when the list cannot load, and tries again on request', async () => {
    const fetchMock = routeFetch({
      [LIST]: [
        () => jsonResponse({ message: 'Internal Server Error' }, 500),
        () => jsonResponse(sessions),
      ],
    });
    const { user } = renderDevices();

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Internal Server Error')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Safari on iPhone')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });

  it('keeps the device listed when signing it out fails', async () => {
    routeFetch({
      [LIST]: () => jsonResponse(sessions),
      [`DELETE /api/auth/sessions/${phone._id}`]: () =>
        jsonResponse({ message: 'Internal Server Error' }, 500),
    });
    const { user } = renderDevices();

    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));

    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    expect(screen.getByText('Safari on iPhone')).toBeTruthy();
  });

  it('signs out everywhere after confirmation: tokens gone, session over, off to sign in', async () => {
    window.localStorage.setItem('refreshToken', 'test-refresh-token-0123456789');
    const fetchMock = routeFetch({
      [LIST]: () => jsonResponse(sessions),
      'DELETE /api/auth/sessions': () => new Response(null, { status: 204 }),
    });
    const { user, store } = renderDevices();
    await screen.findByText('Safari on iPhone');

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    // Cancel has the focus, so a stray Enter signs no one out.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(await screen.findByText('You have been signed out on every device.')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().auth.user).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/auth/sessions')).toHaveLength(1));
  });

  it('stays signed in when signing out everywhere fails', async () => {
    routeFetch({
      [LIST]: () => jsonResponse(sessions),
      'DELETE /api/auth/sessions': () => jsonResponse({ message: 'Internal Server Error' }, 500),
    });
    const { user, store } = renderDevices();
    await screen.findByText('Safari on iPhone');

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );

    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(window.localStorage.getItem('token')).toBe('test-token');
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
