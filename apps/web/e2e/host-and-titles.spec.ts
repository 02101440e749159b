import { expect, test, type Page } from '@playwright/test';
import { createAccount, PASSWORD, rejectCookiesIfAsked, uniqueEmail, waitForLink } from './support';

// The account's zone (the server's default); a browser elsewhere would see the zone notice.
test.use({ timezoneId: 'Europe/London' });

/** The same server at 127.0.0.1 instead of localhost: another origin, with its own storage. */
function loopbackOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? 'http://localhost:3100');
  return `http://127.0.0.1:${url.port}`;
}

async function signInAt(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/login`);
  await rejectCookiesIfAsked(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
}

// NOTE: the e2e server runs without APP_URL (playwright.config.ts), as on a developer's machine.
test('a checkout started at 127.0.0.1 comes back there, signed in, with the payment recorded', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = loopbackOrigin(baseURL);
  const { email } = await createAccount(request);
  await signInAt(page, origin, email);

  await page.goto(`${origin}/pro`);
  const proCard = page.getByRole('region', { name: 'Pro', exact: true });
  await proCard.getByRole('button', { name: 'Choose Pro' }).click();
  await page
    .getByRole('dialog', { name: 'Upgrade to Pro' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();

  await expect(page).toHaveURL(new RegExp(`^${origin}/mock-payment\\?orderId=`));
  await page.getByRole('button', { name: 'Simulate Success' }).click();
  await expect(page.getByText('Mock payment successful! Welcome to PRO!')).toBeVisible();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Pro', { exact: true }).filter({ visible: true })).toBeVisible();
});

test('a verification link mailed to a sign-up at 127.0.0.1 opens at 127.0.0.1', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = loopbackOrigin(baseURL);
  const email = uniqueEmail('loopback');
  const res = await request.post(`${origin}/api/auth/signup`, {
    data: { name: 'Ada Lovelace', email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);

  const link = await waitForLink(request, email, /verify your email/i);
  expect(link.startsWith(`${origin}/verify-email/`)).toBe(true);
  await page.goto(link);
  await expect(page.getByText('Email verified successfully', { exact: true })).toBeVisible();
});

test('each page has its own title', async ({ page }) => {
  const pages = [
    ['/', 'Streakwise — Build Better Discipline'],
    ['/login', 'Sign in · Streakwise'],
    ['/signup', 'Create account · Streakwise'],
    ['/forgot-password', 'Forgot password · Streakwise'],
    ['/privacy', 'Privacy policy · Streakwise'],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Streakwise');
  await rejectCookiesIfAsked(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveTitle('Streakwise — Build Better Discipline');

  const known = await page.goto('/verify-email');
  expect(known?.status()).toBe(200);
});
