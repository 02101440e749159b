import { expect, test } from '@playwright/test';
import { createAccount, mailsTo, PASSWORD, signIn, uniqueEmail, waitForLink } from './support';

test('a new person signs up, verifies from the mailed link, signs in and lands on the dashboard', async ({
  page,
  request,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)dashboard$/);

  const email = uniqueEmail('ada');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  // A person takes more than 2 seconds to fill the form; faster is treated as a bot
  // (docs/architecture.md §5).
  await page.waitForTimeout(2100);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const link = await waitForLink(request, email, /verify your email/i);
  // A token left over from an old session must not pull the person away from verifying.
  await page.evaluate(() => localStorage.setItem('token', 'stale-token-from-an-old-session'));
  await page.goto(link);
  await expect(page.getByText('Email verified successfully', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  await expect(page.getByText('Email verified successfully! Please log in.')).toBeVisible();

  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  // The dashboard greets a brand-new person with "Welcome", and "Welcome back" from then on.
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace!' })).toBeVisible();
  // The dashboard counts as seen once the habit list has arrived (here: empty). A reload before
  // that is still a first look, and the test once reloaded that early on a slow machine.
  await expect(page.getByText('No habits yet', { exact: true })).toBeVisible();

  // The session survives a reload (token in local storage, user fetched at start-up).
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome back, Ada Lovelace/ })).toBeVisible();
});

test('signing in before verifying offers a resend that really mails a new link, at most 3 times', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, { verified: false });
  await signIn(page, email);
  await expect(
    page.getByText('Email verification required. Please check your inbox.'),
  ).toBeVisible();

  const resend = page.getByRole('button', { name: 'Resend verification email' });
  for (let sent = 1; sent <= 3; sent += 1) {
    await resend.click();
    await waitForLink(request, email, /verify your email/i, 1 + sent);
  }
  await expect(
    page.getByText('Maximum resend attempts reached. Please contact support.'),
  ).toBeVisible();
  await expect(resend).toBeDisabled();
  expect((await mailsTo(request, email)).length).toBe(4);

  // The newest link works, and then signing in does.
  const link = await waitForLink(request, email, /verify your email/i, 4);
  await page.goto(link);
  await expect(page.getByText('Email verified successfully', { exact: true })).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});
