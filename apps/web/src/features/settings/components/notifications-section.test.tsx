import type { PushSubscriptionView } from '@streakwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch, sentTo } from '../../../test/route-fetch';
import { settingsUser, signedInAs } from '../settings-fixtures';
import { NotificationsSection } from './notifications-section';

/*
 * jsdom has no service worker, Notification or PushManager: each test installs a browser that
 * has them (or not), with a push subscription the test controls.
 */

const LIST = 'GET /api/push/subscriptions';
const ADD = 'POST /api/push/subscriptions';
const TEST = 'POST /api/push/test';
const KEY =
  'BOr9Yf0W5XZg6y1kQm1x1F4c2l8bH0W0B2u9n3i7s5aQx3v7Yk2m0c8r4t6u1w3y5z7A9C1E3G5I7K9M1O3Q5S7';
const HERE = 'https://push.example.net/send/this-browser';

const device = (id: string, endpoint: string, name: string): PushSubscriptionView => ({
  _id: id,
  endpoint,
  device: name,
  createdAt: '2026-02-01T09:00:00.000Z',
});
const laptop = device('1f0c9a52-5a1d-4b7e-9f43-2c6d8e0a7b15', HERE, 'Chrome on Linux');
const phone = device(
  '2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  'https://fcm.example/x',
  'Chrome on Android',
);

function fakeSubscription(endpoint: string) {
  return {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}

/** A browser with push; `permission` is what it has been told so far. */
interface PushSetup {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  existing?: ReturnType<typeof fakeSubscription> | null;
}

function installPush({
  permission = 'default',
  answer = 'granted',
  existing = null,
}: PushSetup = {}) {
  let subscription = existing;
  const subscribe = vi.fn(() => {
    subscription ??= fakeSubscription(HERE);
    return Promise.resolve(subscription);
  });
  const registration = {
    pushManager: { getSubscription: () => Promise.resolve(subscription), subscribe },
  };
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(() => {
      FakeNotification.permission = answer;
      return Promise.resolve(answer);
    });
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
    },
  });
  return { subscribe, requestPermission: FakeNotification.requestPermission };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderSection() {
  return renderRoute(<NotificationsSection timeZone="Europe/London" />, {
    path: '/settings',
    preloadedState: { auth: signedInAs(settingsUser()) },
  });
}

describe('settings: devices and notifications', () => {
  it('says so when this browser cannot take notifications', async () => {
    routeFetch({ [LIST]: () => jsonResponse([]) });
    renderSection();
    expect(await screen.findByText(/This browser cannot show notifications/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Turn on/ })).toBeNull();
    expect(await screen.findByText('No device gets notifications yet.')).toBeTruthy();
  });

  it('tells how to unblock when notifications are blocked', async () => {
    installPush({ permission: 'denied' });
    routeFetch({ [LIST]: () => jsonResponse([phone]) });
    renderSection();
    expect(await screen.findByText(/blocked for Streakwise/)).toBeTruthy();
    expect(screen.getByText(/choose Allow/)).toBeTruthy();
    expect(screen.getByText(/Reload this page/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Turn on/ })).toBeNull();
  });

  it('turns on notifications: asks, subscribes with the key, sends the subscription', async () => {
    const browser = installPush();
    const fetchMock = routeFetch({
      [LIST]: () => jsonResponse([phone]),
      'GET /api/push/vapid-public-key': () => jsonResponse({ publicKey: KEY }),
      [ADD]: () => jsonResponse(laptop, 201),
    });
    const { user } = renderSection();

    await user.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );

    expect(await screen.findByText('This device gets notifications')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const options = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    // The key's bytes: an uncompressed P-256 point, 65 bytes from 0x04.
    const key = options[0].applicationServerKey as Uint8Array;
    expect([key.length, key[0]]).toEqual([65, 4]);
    expect(sentTo(fetchMock, ADD).body).toEqual({
      endpoint: HERE,
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    });
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Added 1 Feb 2026, 09:00')).toBeTruthy();
  });

  it("shows the server's refusal and keeps the list as it was", async () => {
    installPush();
    routeFetch({
      [LIST]: () => jsonResponse([phone]),
      'GET /api/push/vapid-public-key': () => jsonResponse({ publicKey: KEY }),
      [ADD]: () =>
        jsonResponse({ message: 'The push endpoint must be a public https: address' }, 400),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: /Turn on notifications/ }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/must be a public https/);
    expect(screen.getByRole('button', { name: /Turn on notifications/ })).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says what to do when the permission prompt is dismissed, and asks nothing of the server', async () => {
    installPush({ answer: 'default' });
    const fetchMock = routeFetch({ [LIST]: () => jsonResponse([]) });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: /Turn on notifications/ }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Choose Allow/);
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('turns off on this device: the server forgets it, then the browser unsubscribes', async () => {
    const existing = fakeSubscription(HERE);
    installPush({ permission: 'granted', existing });
    const fetchMock = routeFetch({
      [LIST]: () => jsonResponse([laptop, phone]),
      [`DELETE /api/push/subscriptions/${laptop._id}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off on this device' }));

    expect(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    ).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE /api/push/subscriptions/${laptop._id}`)).toHaveLength(1);
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes another device and gives the focus to the section heading', async () => {
    installPush({ permission: 'granted', existing: fakeSubscription(HERE) });
    routeFetch({
      [LIST]: () => jsonResponse([laptop, phone]),
      [`DELETE /api/push/subscriptions/${phone._id}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove Chrome on Android' }));

    expect(await screen.findByText('Chrome on Android no longer gets notifications')).toBeTruthy();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Devices and notifications' }),
    );
    expect(screen.getByText('This device gets notifications')).toBeTruthy();
  });

  it('sends a test notification, and shows the server saying to wait', async () => {
    installPush({ permission: 'granted', existing: fakeSubscription(HERE) });
    const wait = 'A test notification went out a moment ago. Please wait half a minute';
    routeFetch({
      [LIST]: () => jsonResponse([laptop, phone]),
      [TEST]: [
        () => jsonResponse({ devices: 2 }, 202),
        () => jsonResponse({ message: wait, code: 'RATE_LIMITED' }, 429),
      ],
    });
    const { user } = renderSection();
    const send = await screen.findByRole('button', { name: 'Send a test notification' });
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(false));
    await user.click(send);
    expect(await screen.findByText('Test notification sent to 2 devices')).toBeTruthy();
    await user.click(send);
    expect(await screen.findByText(wait)).toBeTruthy();
  });

  it('keeps the test button off, saying why, while no device gets notifications', async () => {
    installPush();
    routeFetch({ [LIST]: () => jsonResponse([]) });
    renderSection();
    expect(await screen.findByText('No device gets notifications yet.')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send a test notification' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(send.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(send.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Turn on notifications on a device first.',
    );
  });

  it('says when offline that the list could not load, and loads it on retry', async () => {
    installPush();
    routeFetch({
      [LIST]: [() => Promise.reject(new TypeError('Failed to fetch')), () => jsonResponse([phone])],
    });
    const { user } = renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/connection|network|offline/i);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Chrome on Android')).toBeTruthy();
  });
});
