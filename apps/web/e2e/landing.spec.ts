import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, rejectCookiesIfAsked } from './support';

/** The cookie banner (another feature) may cover the page; reject cookies whenever it shows. */
async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Reject All' }), async (button) => {
    await button.click();
  });
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

const counter = (page: Page) => page.getByTestId('demo-counter');

test('the demo wraps both ways, auto-advances, pauses, and Escape returns focus', async ({
  page,
}) => {
  await page.goto('/');
  // The banner would otherwise appear under the modal's backdrop, out of reach.
  await rejectCookiesIfAsked(page);
  const watch = page.getByRole('button', { name: 'Watch Demo' });
  await watch.click();
  const dialog = page.getByRole('dialog', { name: 'See Streakwise in action' });
  await expect(dialog).toBeVisible();

  // Pause first so the wrap checks cannot race the auto-advance.
  await dialog.getByRole('button', { name: 'Pause demo' }).click();
  await expect(counter(page)).toHaveText('1 of 5');
  await dialog.getByRole('button', { name: 'Previous slide' }).click();
  await expect(counter(page)).toHaveText('5 of 5');
  await expect(dialog.getByText(/first 100 users get Premium free for 1 month/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Next slide' }).click();
  await expect(counter(page)).toHaveText('1 of 5');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText('5 of 5');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('1 of 5');

  // Paused: still on slide 1 well past the interval.
  await page.waitForTimeout(4500);
  await expect(counter(page)).toHaveText('1 of 5');

  // Playing: moves on by itself after about 4 seconds.
  await dialog.getByRole('button', { name: 'Play demo' }).click();
  await expect(counter(page)).toHaveText('2 of 5', { timeout: 6000 });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(watch).toBeFocused();
});

test('the landing calls to action go where the spec says', async ({ page }) => {
  const cases: Array<[string, RegExp]> = [
    ['Start Free Today', /\/signup$/],
    ['Get Started Free', /\/signup$/],
    ['Sign In', /\/login$/],
    ['Start with Free', /\/signup$/],
    ['Choose Pro', /\/login\?redirect=(%2F|\/)pro$/],
    ['Choose Premium', /\/login\?redirect=(%2F|\/)premium$/],
  ];
  for (const [name, url] of cases) {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
  }
});

test('the footer links the product and legal pages', async ({ page }) => {
  const cases: Array<[string, RegExp]> = [
    ['Privacy Policy', /\/privacy$/],
    ['Terms of Service', /\/terms$/],
    ['Cookie Policy', /\/cookies$/],
    ['Pro Plan', /\/login\?redirect=(%2F|\/)pro$/],
    ['Premium Plan', /\/login\?redirect=(%2F|\/)premium$/],
    ['Dashboard', /\/login\?redirect=(%2F|\/)dashboard$/],
  ];
  for (const [name, url] of cases) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
  }
});

test('the footer mail and register links use the configured site details', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/site');
  expect(res.ok()).toBe(true);
  const site = (await res.json()) as {
    companyName: string;
    companyNumber: string;
    supportEmail: string;
    complaintsEmail: string;
    contactEmail: string;
    companyRegisterUrl: string;
  };

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`operated by ${site.companyName}`)).toBeVisible();
  await expect(footer.getByText(`Company number ${site.companyNumber}`)).toBeVisible();
  await expect(footer.getByText(/Registered in England and Wales/)).toBeVisible();
  await expect(footer.getByRole('link', { name: /^Support/ })).toHaveAttribute(
    'href',
    `mailto:${site.supportEmail}`,
  );
  await expect(footer.getByRole('link', { name: /^Complaints/ })).toHaveAttribute(
    'href',
    `mailto:${site.complaintsEmail}`,
  );
  await expect(footer.getByRole('link', { name: /^General enquiries/ })).toHaveAttribute(
    'href',
    `mailto:${site.contactEmail}`,
  );
  await expect(footer.getByRole('link', { name: /public company register/ })).toHaveAttribute(
    'href',
    site.companyRegisterUrl,
  );
});

test('the page carries its title, social tags and web app manifest', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Streakwise — Build Better Discipline');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    '/og-image.png',
  );
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(((await manifest.json()) as { start_url: string }).start_url).toBe('/dashboard');
  expect((await request.get('/og-image.png')).ok()).toBe(true);
});

for (const width of [360, 1440]) {
  test(`the landing page fits a ${width} px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
