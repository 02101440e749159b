import { expect, test } from '@playwright/test';
import {
  expectNoSidewaysScroll,
  inLondonOnServerClock,
  mailsTo,
  newMember,
  openDashboardAt,
  screenshot,
  setServerClock,
} from './support';

inLondonOnServerClock();

test('a Premium member writes to support on a Friday evening and is promised Monday', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { email } = await newMember(request, { plan: 'premium' });
  await openDashboardAt(page, email);
  // Friday 4 December 2026, 17:00 in London.
  await setServerClock(request, new Date('2026-12-04T17:00:00Z'));

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page).toHaveTitle('Help · Streakwise');
  await expect(
    page.getByText('You have priority support: we reply within one working day.'),
  ).toBeVisible();
  await expect(page.getByText('You have not written to us yet.')).toBeVisible();

  // From the keyboard: type, Tab on, and send with Enter.
  await page.getByLabel('Subject').fill('Exporting my year');
  await page
    .getByLabel('Message', { exact: true })
    .fill('How do I export last year as a PDF?\nThanks!');
  await expect(page.getByText('43 of 5,000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).focus();
  await page.keyboard.press('Enter');

  const status = page.getByRole('status').filter({ hasText: 'on its way' });
  await expect(status).toContainText('We will reply by Monday 7 December 2026 at 17:00 GMT.');
  await expect(page.getByLabel('Subject')).toHaveValue('');
  const item = page.getByRole('listitem').filter({ hasText: 'Exporting my year' });
  await expect(item.getByText('Priority', { exact: true })).toBeVisible();
  await expect(item).toContainText('Reply promised by Monday 7 December 2026 at 17:00 GMT');

  // The team's mail and the acknowledgement are in the outbox.
  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject))
    .toContain("We've received your message: Exporting my year");
  await expect
    .poll(async () => (await mailsTo(request, 'support@example.com')).map((mail) => mail.subject))
    .toContain('[Priority] Support request: Exporting my year');

  await screenshot(page, 'help', [
    ['1280', 1280],
    ['390', 390],
  ]);
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoSidewaysScroll(page);
});
