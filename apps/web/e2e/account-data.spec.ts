import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createAccount, openDashboard, PASSWORD, signIn } from './support';

test('a signed-in person downloads their data, then deletes the account for good', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);
  await openDashboard(page, email);

  await page.goto('/settings#data');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('streakwise-my-data.json');
  const saved = await download.path();
  const data = JSON.parse(await readFile(saved, 'utf8')) as { user: { email: string } };
  expect(data.user.email).toBe(email);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Current password', { exact: true }).fill('not my password 1');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();

  await dialog.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await signIn(page, email);
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
