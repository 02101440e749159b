import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe-check';
import {
  addHabitThroughApi,
  apiAuth,
  buyPlanThroughApi,
  createAccount,
  openDashboard,
  rejectCookiesIfAsked,
  screenshot,
  sectionScreenshot,
} from './support';

// Dark mode and the Premium colour themes (docs/decisions/028-dark-mode-and-themes.md).

test.use({ timezoneId: 'Europe/London' });

const WIDTHS = [1280, 390] as const;

/** The radio groups are styled labels over visually hidden inputs: people click the label. */
async function choose(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** Runs axe at both widths, the page's own content shown first. */
async function axeAtBothWidths(page: Page, what: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoSeriousAxeViolations(page, `${what} in dark mode at ${width} px`);
  }
}

/** The lightness (0 black … 255 white) of a CSS colour as the browser paints it. */
const lightnessOf = (page: Page, color: string) =>
  page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) return -1;
    context.fillStyle = fill;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return (r + g + b) / 3;
  }, color);

test('dark mode: chosen in settings, applied before the first paint, and accessible', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { email } = await createAccount(request);
  await buyPlanThroughApi(request, email, 'premium');
  const headers = await apiAuth(request, email);
  for (const habit of [
    { name: 'Morning run', category: 'Fitness', dailyTarget: 1 },
    { name: 'Read 20 pages', category: 'Learning', dailyTarget: 2 },
  ]) {
    const _id = await addHabitThroughApi(request, headers, habit);
    expect((await request.patch(`/api/habits/${_id}/complete`, { headers })).status()).toBe(200);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await openDashboard(page, email);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // Settings → Appearance: Dark, saved on the account.
  await page.goto('/settings#appearance');
  const appearance = page.getByRole('region', { name: 'Appearance' });
  await expect(appearance).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/me') && r.request().method() === 'PATCH',
  );
  await choose(page, /^Dark/);
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const me = await request.get('/api/auth/me', { headers });
  expect(((await me.json()) as { user: { theme: string } }).user.theme).toBe('dark');

  // By keyboard: one radio group, the arrows move and choose, each choice saved.
  const patched = () =>
    page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/me') && r.request().method() === 'PATCH',
    );
  await page.getByRole('radio', { name: /^Dark/ }).focus();
  let next = patched();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: /^Light/ })).toBeFocused();
  await expect(page.getByRole('radio', { name: /^Light/ })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect((await next).status()).toBe(200);
  next = patched();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect((await next).status()).toBe(200);

  // A Premium colour theme remaps the brand colour; back to the default for the checks below.
  const brand = () =>
    page.evaluate(() =>
      getComputedStyle(document.body).getPropertyValue('--color-indigo-600').trim(),
    );
  const indigo = await brand();
  await choose(page, 'Ocean');
  await expect(page.locator('html')).toHaveAttribute('data-accent', 'ocean');
  expect(await brand()).not.toBe(indigo);
  await choose(page, 'Indigo (default)');
  await expect(page.locator('html')).not.toHaveAttribute('data-accent', /./);
  const toast = page.getByRole('status').filter({ hasText: 'Colour theme saved' });
  await expect(toast).toBeVisible();
  // The toast is dark too, not the library's white: the first painted background around it.
  const toastBackground = await toast.evaluate((element) => {
    let node: Element | null = element;
    while (node && getComputedStyle(node).backgroundColor === 'rgba(0, 0, 0, 0)') {
      node = node.parentElement;
    }
    return node ? getComputedStyle(node).backgroundColor : 'white';
  });
  expect(await lightnessOf(page, toastBackground)).toBeLessThan(60);
  await sectionScreenshot(page, '#appearance', 'dark-settings-appearance');

  // Reload with the app's scripts held back: the page is already dark before any of them runs.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const reload = page.goto('/dashboard');
  await page.waitForFunction(
    () =>
      document.body !== null &&
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')),
  );
  const early = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    appRendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
  }));
  expect(early).toEqual({ theme: 'dark', appRendered: false });
  const bodyBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await lightnessOf(page, bodyBackground)).toBeLessThan(60);
  release();
  await reload;
  await page.unroute(/\/assets\/.+\.js$/);
  await expect(page.locator('[data-stat="habits"] dd')).toHaveText('2');

  await axeAtBothWidths(page, '/dashboard', async () => {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
  await screenshot(page, 'dark-dashboard');

  // A dialog on the dark page: its own surface and a dark veil behind.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Add Habit' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(500);
  await expectNoSeriousAxeViolations(page, 'the new-habit dialog in dark mode');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/settings');
  await axeAtBothWidths(page, '/settings', async () => {
    await expect(page.getByRole('region', { name: 'Appearance' })).toBeVisible();
  });

  await page.goto('/dashboard?tab=analytics');
  await axeAtBothWidths(page, 'the Analytics tab', async () => {
    await expect(page.getByRole('heading', { name: 'Your progress in numbers' })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
  });
  await screenshot(page, 'dark-analytics');

  // The plan pages, signed in.
  for (const path of ['/pro', '/premium']) {
    await page.goto(path);
    await axeAtBothWidths(page, path, async () => {
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  }
});

test('a visitor whose device is dark gets the dark landing page, accessible', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('main h1').first()).toBeVisible();
  await rejectCookiesIfAsked(page);
  await axeAtBothWidths(page, 'the landing page', async () => {
    await expect(page.locator('main h1').first()).toBeVisible();
  });
  await screenshot(page, 'dark-landing');

  // The other pages a visitor can open.
  for (const path of ['/login', '/signup', '/privacy']) {
    await page.goto(path);
    await axeAtBothWidths(page, path, async () => {
      await expect(page.locator('main h1').first()).toBeVisible();
    });
  }

  // System follows the device live.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
