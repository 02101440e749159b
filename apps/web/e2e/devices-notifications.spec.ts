import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import { apiAuth, createAccount, openDashboard, sectionScreenshot } from './support';

/*
 * Settings → Devices and notifications (docs/decisions/029-web-push.md). The app's service
 * worker runs here (as in pwa-offline.spec.ts). Chromium's own pushManager.subscribe needs its
 * vendor's push service, which cannot be reached from here, so the page's PushManager is stood in
 * for: it hands out a subscription whose endpoint is a local server this file starts, with a
 * real P-256 key and auth secret so the server encrypts to it as to any browser
 * (PUSH_ALLOW_PRIVATE_ENDPOINTS=1 in playwright.config.ts lets the server call 127.0.0.1).
 */

test.use({ timezoneId: 'Europe/London', serviceWorkers: 'allow' });

/** This file's pictures are named by width: `<name>-1280.png`, `<name>-390.png`. */
const BY_WIDTH = [
  ['1280', 1280],
  ['390', 390],
] as const;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

let server: Server;
let origin = '';
const received: Received[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, bytes });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A browser's push keys: an uncompressed P-256 public key and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** The stand-in PushManager: one subscription per page's storage, on the local endpoint. */
async function standInPushManager(page: Page, endpoint: string) {
  await page.addInitScript(
    ({ endpoint, keys }) => {
      const FLAG = 'e2e-push-subscribed';
      const subscription = () => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: () => {
          localStorage.removeItem(FLAG);
          return Promise.resolve(true);
        },
      });
      PushManager.prototype.subscribe = function () {
        localStorage.setItem(FLAG, '1');
        return Promise.resolve(subscription() as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = function () {
        return Promise.resolve(
          localStorage.getItem(FLAG) ? (subscription() as unknown as PushSubscription) : null,
        );
      };
    },
    { endpoint, keys: browserKeys() },
  );
}

async function openSection(page: Page, email: string) {
  await openDashboard(page, email);
  await page.goto('/settings#notifications');
  const section = page.getByRole('region', { name: 'Devices and notifications' });
  await expect(section).toBeVisible();
  return section;
}

test('turn on notifications on this device, send a test, remove the device', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications']);
  const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
  await standInPushManager(page, endpoint);
  const { email } = await createAccount(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  const section = await openSection(page, email);

  const devices = section.getByRole('list');
  await expect(section.getByText('No device gets notifications yet.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Send a test notification' })).toBeDisabled();
  await section.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(section.getByText('This device gets notifications')).toBeVisible();
  const mine = devices.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(mine).toHaveCount(1);

  // A phone subscribed too (through the API, as another browser would): two devices listed.
  const headers = { ...(await apiAuth(request, email)), 'user-agent': ANDROID };
  const phone = await request.post('/api/push/subscriptions', {
    headers,
    data: { endpoint: `${origin}/push/phone`, keys: browserKeys() },
  });
  expect(phone.status()).toBe(201);
  await page.reload();
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByText('This device gets notifications')).toBeVisible();

  await expectNoSeriousAxeViolations(page, 'Devices and notifications, light');
  await sectionScreenshot(page, '#notifications', 'settings-devices', BY_WIDTH);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoSeriousAxeViolations(page, 'Devices and notifications, dark');
  await sectionScreenshot(page, '#notifications', 'settings-devices-dark', BY_WIDTH);
  await page.emulateMedia({ colorScheme: 'light' });

  // The test notification leaves after the reply and reaches each device's endpoint, encrypted.
  const before = received.length;
  await section.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByText('Test notification sent to 2 devices')).toBeVisible();
  await expect.poll(() => received.length - before, { timeout: 15_000 }).toBe(2);
  const mineReceived = received.slice(before).find((r) => r.path === new URL(endpoint).pathname);
  expect(mineReceived?.headers['content-encoding']).toBe('aes128gcm');
  expect(mineReceived?.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
  expect(mineReceived?.bytes).toBeGreaterThan(100);

  // Removing this device: off the list, and this browser is off again.
  const name = (await mine.locator('p').first().innerText()).replace('This device', '').trim();
  await section
    .getByRole('button', { name: `Remove ${name}` })
    .first()
    .click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText('This device')).toHaveCount(0);
  await expect(
    section.getByRole('button', { name: 'Turn on notifications on this device' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Devices and notifications' })).toBeFocused();
  const left = await request.get('/api/push/subscriptions', { headers });
  expect(((await left.json()) as Array<{ endpoint: string }>).map((d) => d.endpoint)).toEqual([
    `${origin}/push/phone`,
  ]);
});

test('blocked notifications: how to unblock them, and no way to turn them on here', async ({
  page,
  request,
}) => {
  // No permission granted, and the person said no: what the browser reports is "denied".
  await page.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  const { email } = await createAccount(request);
  await page.emulateMedia({ colorScheme: 'light' });
  const section = await openSection(page, email);
  await expect(section.getByText(/Notifications are blocked for Streakwise/)).toBeVisible();
  await expect(section.getByText(/Find Notifications and choose Allow/)).toBeVisible();
  await expect(section.getByText(/Reload this page/)).toBeVisible();
  await expect(section.getByRole('button', { name: /Turn on notifications/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'Devices and notifications, blocked, light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoSeriousAxeViolations(page, 'Devices and notifications, blocked, dark');
});
