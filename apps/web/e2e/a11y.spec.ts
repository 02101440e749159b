import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations as expectNoSeriousViolations } from './axe-check';
import { createAccount, rejectCookiesIfAsked, signIn } from './support';

/**
 * Automated accessibility checks (axe-core, WCAG 2.0/2.1 A and AA rules) on the public pages, the
 * signed-in Pro page and the landing page's demo modal, at desktop and phone widths. Only serious
 * and critical violations fail; axe cannot judge everything (reading order, meaningful text, focus
 * handling), so this complements, not replaces, manual checks.
 */

/** The cookie banner shows 1 s after load; give it room on a busy machine. */
const BANNER_TIMEOUT_MS = 4_000;

const VIEWPORTS = [
  { name: 'desktop 1280x800', viewport: { width: 1280, height: 800 } },
  { name: 'phone 360x740', viewport: { width: 360, height: 740 } },
] as const;

const PUBLIC_PAGES = ['/login', '/signup', '/privacy', '/terms', '/cookies'];

function rejectAllButton(page: Page) {
  return page.getByRole('button', { name: 'Reject All' });
}

/** The page has rendered its own content (not the lazy-route spinner). */
async function waitForContent(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`accessibility at ${name}`, () => {
    test.use({ viewport, timezoneId: 'Europe/London' });

    test('landing page /, with the cookie banner showing', async ({ page }) => {
      await page.goto('/');
      await waitForContent(page);
      await expect(
        rejectAllButton(page),
        'the cookie banner (with a "Reject All" button) should appear about 1 s after load',
      ).toBeVisible({ timeout: BANNER_TIMEOUT_MS });
      await expectNoSeriousViolations(page, `/ with the cookie banner (${name})`);
    });

    for (const path of PUBLIC_PAGES) {
      test(`public page ${path}`, async ({ page }) => {
        await page.goto(path);
        await waitForContent(page);
        await rejectCookiesIfAsked(page, BANNER_TIMEOUT_MS);
        await expectNoSeriousViolations(page, `${path} (${name})`);
      });
    }

    test('demo modal on /', async ({ page }) => {
      await page.goto('/');
      await waitForContent(page);
      await rejectCookiesIfAsked(page, BANNER_TIMEOUT_MS);
      await page.getByRole('button', { name: 'Watch Demo' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Let the opening transition finish so contrast is judged on the final colours.
      await page.waitForTimeout(500);
      await expectNoSeriousViolations(page, `demo modal on / (${name})`);
    });

    test('signed-in /dashboard and /pro', async ({ page, request }) => {
      const { email } = await createAccount(request);
      await signIn(page, email);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.locator('[data-stat="habits"] dd')).toHaveText('0');
      await rejectCookiesIfAsked(page, BANNER_TIMEOUT_MS);
      await expectNoSeriousViolations(page, `/dashboard signed in (${name})`);

      await page.goto('/pro');
      await expect(page.getByRole('heading', { level: 1, name: 'Pro Plan' })).toBeVisible();
      await rejectCookiesIfAsked(page, BANNER_TIMEOUT_MS);
      await expectNoSeriousViolations(page, `/pro signed in (${name})`);
    });
  });
}
