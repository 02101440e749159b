import { expect, test, type Page } from '@playwright/test';

const DAY = 86_400_000;
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem('cookieConsent'),
    date: localStorage.getItem('cookieConsentDate'),
    preferences: JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null') as unknown,
  }));

async function openWithBanner(page: Page, path = '/') {
  await page.goto(path);
  await expect(banner(page)).toBeVisible({ timeout: 3000 });
}

function seedConsent(page: Page, daysAgo: number) {
  return page.addInitScript((ms) => {
    localStorage.setItem('cookieConsent', 'all');
    localStorage.setItem('cookieConsentDate', new Date(Date.now() - ms).toISOString());
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, analytics: true, marketing: true, functional: true }),
    );
  }, daysAgo * DAY);
}

test('the banner appears about a second after load, not at once', async ({ page }) => {
  // The page notes when the heading and the banner first appear, so a slow machine (Playwright
  // looking later) cannot make the banner look early.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { firstSeen: typeof seen }).firstSeen = seen;
    new MutationObserver(() => {
      if (!seen.heading && document.querySelector('h1')) seen.heading = performance.now();
      if (!seen.banner && document.querySelector('[role="region"][aria-label="Cookie consent"]'))
        seen.banner = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeVisible({ timeout: 3000 });
  const seen = await page.evaluate(
    () => (window as unknown as { firstSeen: Record<string, number> }).firstSeen,
  );
  expect(seen.banner! - seen.heading!).toBeGreaterThanOrEqual(900);
  await expect(banner(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
    'href',
    '/cookies',
  );
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test('Accept All Cookies records "all" and hides the banner', async ({ page }) => {
  await openWithBanner(page);
  await page.getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(banner(page)).toBeHidden();
  const { consent, date, preferences } = await stored(page);
  expect(consent).toBe('all');
  expect(Date.now() - Date.parse(date ?? '')).toBeLessThan(60_000);
  expect(preferences).toEqual({
    necessary: true,
    analytics: true,
    marketing: true,
    functional: true,
  });
});

test('Reject All records "necessary" and hides the banner', async ({ page }) => {
  await openWithBanner(page);
  await page.getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toMatchObject({
    consent: 'necessary',
    preferences: { necessary: true, analytics: false, marketing: false, functional: false },
  });
});

test('Customize then Save Preferences records "preferences"', async ({ page }) => {
  await openWithBanner(page);
  await page.getByRole('button', { name: 'Customize' }).click();
  await expect(banner(page).getByRole('switch', { name: /Essential/ })).toBeDisabled();
  await banner(page).getByRole('switch', { name: 'Functional' }).click();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toMatchObject({
    consent: 'preferences',
    preferences: { necessary: true, analytics: false, marketing: false, functional: true },
  });
});

test('the close button hides the banner without saving', async ({ page }) => {
  await openWithBanner(page);
  await page.getByRole('button', { name: 'Close cookie banner' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await stored(page)).consent).toBeNull();
  await page.reload();
  await expect(banner(page)).toBeVisible({ timeout: 3000 });
});

test('an expired consent brings the banner back', async ({ page }) => {
  await seedConsent(page, 400);
  await openWithBanner(page, '/terms');
});

test('a fresh consent keeps the banner away', async ({ page }) => {
  await seedConsent(page, 10);
  await page.goto('/terms');
  await page.waitForTimeout(2000);
  await expect(banner(page)).toBeHidden();
});

test('the cookies page saves preferences, shows "Preferences Saved!" and hides the banner', async ({
  page,
}) => {
  await openWithBanner(page, '/cookies');
  const panel = page.locator('#main');
  await expect(panel.getByRole('switch', { name: /Essential/ })).toBeDisabled();
  await panel.getByRole('switch', { name: 'Analytics' }).click();
  await expect(panel.getByRole('switch', { name: 'Analytics' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await panel.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Preferences Saved!')).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toMatchObject({
    consent: 'preferences',
    preferences: { necessary: true, analytics: true, marketing: false, functional: false },
  });
  await expect(page.getByText('Preferences Saved!')).toBeHidden({ timeout: 5000 });
});
