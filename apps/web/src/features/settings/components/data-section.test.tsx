import { MESSAGES } from '@streakwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testUser } from '../../../test/fixtures';
import { renderRoute, sentBody, stubFetch } from '../../../test/render';
import { settingsUser, signedInAs } from '../settings-fixtures';
import { DataSection } from './data-section';

function renderData() {
  return renderRoute(<DataSection />, {
    path: '/settings',
    preloadedState: { auth: signedInAs(settingsUser()) },
  });
}

const createObjectURL = vi.fn((_blob: Blob) => 'blob:streakwise-test');
const revokeObjectURL = vi.fn((_url: string) => undefined);

beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function openDeleteDialog(user: ReturnType<typeof renderData>['user']) {
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
}

describe('settings: your data', () => {
  it('downloads everything stored as a JSON file through an object URL', async () => {
    const exported = { user: { email: testUser.email }, habits: [] };
    const fetchMock = stubFetch(() => jsonResponse(exported));
    // jsdom cannot follow a download link; record the click instead.
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderData();

    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:streakwise-test'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/my-data');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse((await blob?.text()) ?? '')).toEqual(exported);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('streakwise-my-data.json');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:streakwise-test');
  });

  it('says so when the download fails', async () => {
    stubFetch(() => jsonResponse({ message: 'Internal error' }, 500));
    const { user } = renderData();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Failed to download your data')).toBeTruthy();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download my data' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('says exactly what is erased, and that it cannot be undone', async () => {
    stubFetch(() => new Response(null, { status: 500 }));
    const { user } = renderData();

    const dialog = await openDeleteDialog(user);

    const erased = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(erased).toEqual([
      'your account: name, e-mail address, password, time zone, reminder and weekly-report settings',
      'every habit, with all its completions and check-ins',
      'your points, badges and weekly challenges',
      'your goals',
      'your custom categories',
      'your signed-in devices: every session ends',
      'the record of e-mails we sent you',
    ]);
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'Terms of Service' }).getAttribute('href'),
    ).toBe('/terms');
    // The password field has the focus, ready to type.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Current password'));
  });

  it('needs both the password and the typed word before anything is sent', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const { user, store } = renderData();
    const dialog = await openDeleteDialog(user);
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete my account' });

    await user.click(confirmButton);
    expect(await within(dialog).findByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(within(dialog).getByText('Type DELETE in capital letters to confirm')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Current password'), 'old-secret-1');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(confirmButton);
    expect(
      await within(dialog).findByText('Type DELETE in capital letters to confirm'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(MESSAGES.passwordRequired)).toBeNull();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('puts a wrong password on the field and keeps the account', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(
        { message: MESSAGES.passwordWrong, fields: { password: MESSAGES.passwordWrong } },
        400,
      ),
    );
    const { user, store } = renderData();
    const dialog = await openDeleteDialog(user);

    const field = within(dialog).getByLabelText('Current password');
    await user.type(field, 'wrong-secret');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByText('Password is incorrect')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    // The typed word stays on the page.
    expect(sentBody(fetchMock)).toEqual({ password: 'wrong-secret' });
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(window.localStorage.getItem('token')).toBe('test-token');
  });

  it("keeps the account and says why when the subscription can't be stopped", async () => {
    stubFetch(() => jsonResponse({ message: MESSAGES.subscriptionNotStopped }, 503));
    const { user, store } = renderData();
    const dialog = await openDeleteDialog(user);

    await user.type(within(dialog).getByLabelText('Current password'), 'old-secret-1');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(MESSAGES.subscriptionNotStopped)).toBeTruthy();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(window.localStorage.getItem('token')).toBe('test-token');
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('erases the account, signs out and goes home', async () => {
    window.localStorage.setItem('refreshToken', 'test-refresh-token-0123456789');
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    const { user, store } = renderData();
    const dialog = await openDeleteDialog(user);

    await user.type(within(dialog).getByLabelText('Current password'), 'old-secret-1');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    // In flight: no second request can start.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
    finish(new Response(null, { status: 204 }));

    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/account');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
