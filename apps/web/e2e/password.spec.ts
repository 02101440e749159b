import { expect, test } from '@playwright/test';
import { createAccount, PASSWORD, signIn, waitForLink } from './support';

const NEW_PASSWORD = 'brand new secret 7';

test('forgot password: the mailed link resets the password once, and only the new one works', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // NOTE: the page loads lazily; until its heading shows, the login form (with its own
  // "Email address" field) is still on screen and would take the typing.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.waitForTimeout(2100);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = await waitForLink(request, email, /reset your/i);
  expect(link).toMatch(/\/reset-password\?token=/);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();

  // The link is single use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another one 8');
  await page.getByLabel('Confirm new password', { exact: true }).fill('yet another one 8');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired').first()).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in person changes the password; the old session token stops working', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const oldToken = await page.evaluate(() => localStorage.getItem('token'));

  await page.goto('/change-password');
  const submit = page.getByRole('button', { name: 'Update password' });
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await expect(
    page.getByText('New password must be different from the current password'),
  ).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const newToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(newToken).not.toBe(oldToken);
  const stale = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${oldToken}` },
  });
  expect(stale.status()).toBe(401);
  const fresh = await request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${newToken}` },
  });
  expect(fresh.status()).toBe(200);
});
