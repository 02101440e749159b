import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { memberWithHabit, openDashboard, openDashboardAt, screenshot } from './support';

// The account's zone (the server's default), so the browser and the server agree on "today".
test.use({ timezoneId: 'Europe/London', serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

/** The service worker is in charge of the page (registered after idle, scope /). */
async function serviceWorkerScope(page: Page): Promise<string> {
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

test('the app installs: its manifest, real icons and a service worker at scope /', async ({
  page,
  request,
  baseURL,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    short_name: 'Streakwise',
    start_url: '/dashboard',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#ffffff',
  });
  expect(manifest.name).toContain('Streakwise');

  await page.goto('/login');
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const size of ['192x192', '512x512']) expect(pngs.some((i) => i.sizes === size)).toBe(true);
  for (const icon of pngs) {
    // Decoded by the browser, as the installer would.
    const decoded = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, icon.src);
    expect(decoded, icon.src).toBe(icon.sizes);
  }

  expect(await serviceWorkerScope(page)).toBe(`${baseURL}/`);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

test('Chromium finds nothing stopping the install', async ({ playwright, baseURL }) => {
  // NOTE: a persistent profile: Playwright's usual contexts are incognito, where no app installs.
  const profile = mkdtempSync(path.join(tmpdir(), 'streakwise-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-component-update', '--no-first-run'],
    ...(baseURL ? { baseURL } : {}),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await serviceWorkerScope(page);
    // Chromium's own installability checks, through the DevTools protocol.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline: the dashboard opens, a check-in waits on the device and is stored once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, headers, habitId } = await memberWithHabit(request, {
    name: 'Morning pages',
    category: 'Learning',
    dailyTarget: 3,
  });

  // One online visit: signed in, the list seen, the service worker installed and in charge.
  await openDashboardAt(page, email);
  const card = page.getByRole('article', { name: 'Morning pages' });
  await expect(card).toBeVisible();
  await serviceWorkerScope(page);
  await page.reload();
  await expect(card).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // No network: the app shell comes from the cache, the list from storage, marked as such.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline — showing what you had.')).toBeVisible();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: '+1 (3 left)' }).click();
  await expect(card.getByRole('button', { name: '+1 (2 left)' })).toBeVisible();
  await expect(page.getByText('1 change waits on this device.')).toBeVisible();

  // The tab is closed and the app opened again, still offline: the check-in is still there.
  await page.close();
  const reopened = await context.newPage();
  await reopened.setViewportSize({ width: 1280, height: 900 });
  await reopened.goto('/dashboard');
  const again = reopened.getByRole('article', { name: 'Morning pages' });
  await expect(reopened.getByText('Offline — showing what you had.')).toBeVisible();
  await expect(again.getByRole('button', { name: '+1 (2 left)' })).toBeVisible();
  await expect(reopened.getByText('1 change waits on this device.')).toBeVisible();
  await screenshot(reopened, 'offline-dashboard');

  // A second tab, then the network returns to both at once: one of them sends it, once.
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second.getByText('1 change waits on this device.')).toBeVisible();
  const today = await reopened.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()),
  );
  await context.setOffline(false);
  await expect(reopened.getByText('Offline — showing what you had.')).toBeHidden();
  await expect(reopened.getByText(/changes? waits? on this device/)).toBeHidden();
  await expect(second.getByText(/changes? waits? on this device/)).toBeHidden();

  const list = await request.get('/api/habits', { headers });
  const habit = (
    (await list.json()) as Array<{
      _id: string;
      today: { date: string; completed: number };
    }>
  ).find((h) => h._id === habitId);
  expect(habit?.today).toMatchObject({ date: today, completed: 1 });
  // Still one after both tabs had time to send anything they held.
  await reopened.reload();
  await expect(again.getByRole('button', { name: '+1 (2 left)' })).toBeVisible();
  const listAgain = await request.get('/api/habits', { headers });
  const after = (
    (await listAgain.json()) as Array<{ _id: string; today: { completed: number } }>
  ).find((h) => h._id === habitId);
  expect(after?.today.completed).toBe(1);
});

test('offline: a check-in the server refuses later is shown with its reason', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { email, headers, habitId } = await memberWithHabit(request, {
    name: 'Cold shower',
    category: 'Health',
    dailyTarget: 1,
  });
  await openDashboard(page, email);
  const card = page.getByRole('article', { name: 'Cold shower' });
  await expect(card).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(page.getByText('1 change waits on this device.')).toBeVisible();
  // Meanwhile, on another device, the habit is archived.
  expect((await request.post(`/api/habits/${habitId}/archive`, { headers })).status()).toBe(200);

  await context.setOffline(false);
  const refusal = page.getByRole('alert').filter({ hasText: 'Not saved by the server' });
  await expect(refusal).toContainText('Check-in of Cold shower');
  await expect(refusal).toContainText(/archived/i);
  await expect(page.getByText(/changes? waits? on this device/)).toBeHidden();
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(refusal).toBeHidden();
});
