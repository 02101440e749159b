import { expect, test, type Page } from '@playwright/test';
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

/** The page fits a 390 px phone; the window is then put back to 1280 px. */
async function expectPhoneFit(page: Page) {
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Moves the server's clock; moving it also runs the scheduled mail that has come due. */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Tomorrow in London: its weekday (Sunday = 0) and 11:00 UTC that day (11:00 or 12:00 in London,
 * past a 09:00 reminder whatever the season).
 */
function tomorrowInLondon(): { weekday: number; lateMorning: Date } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(Date.now() + 24 * 60 * 60 * 1000),
  );
  const lateMorning = new Date(`${day}T11:00:00Z`);
  return { weekday: lateMorning.getUTCDay(), lateMorning };
}

test('a Pro member sets a reminder, files a habit under their own category and gets the e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { email, headers } = await newMember(request, { plan: 'pro' });
  await openDashboardAt(page, email);

  // The account menu leads to the settings page.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · Streakwise');

  // Reminders: on, at 09:00, tomorrow only, with the weekly report. NOTE: not today, so the job
  // engine's own minute-by-minute run on real time cannot send one before the clock moves.
  const tomorrow = tomorrowInLondon();
  const reminders = page.locator('#reminders');
  await reminders.getByRole('switch', { name: 'Daily reminder e-mail' }).click();
  await reminders.getByLabel('Reminder time').fill('09:00');
  for (const [weekday, name] of DAY_NAMES.entries()) {
    if (weekday !== tomorrow.weekday) await reminders.getByRole('button', { name }).click();
  }
  await expect(
    reminders.getByRole('button', { name: DAY_NAMES[tomorrow.weekday] }),
  ).toHaveAttribute('aria-pressed', 'true');
  await reminders.getByRole('switch', { name: 'Weekly progress report' }).click();
  await reminders.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Reminder settings saved')).toBeVisible();
  const me = (await (await request.get('/api/auth/me', { headers })).json()) as {
    user: { reminder: { enabled: boolean; time: string; days: number[] }; weeklyReport: boolean };
  };
  expect(me.user.reminder).toEqual({ enabled: true, time: '09:00', days: [tomorrow.weekday] });
  expect(me.user.weeklyReport).toBe(true);

  // A category of their own.
  const categories = page.locator('#categories');
  await categories.getByLabel('New category').fill('Mindfulness');
  await categories.getByRole('button', { name: 'Add category' }).click();
  await expect(categories.getByText('Mindfulness', { exact: true })).toBeVisible();

  // The devices list knows this browser.
  await expect(page.locator('#devices').getByText('This device')).toBeVisible();
  await screenshot(page, 'settings');
  await expectPhoneFit(page);

  // A habit filed under it, left open for the day.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Habit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Habit' });
  await dialog.getByLabel('Habit name').fill('Evening stretch');
  await dialog.getByLabel('Category').selectOption('Mindfulness');
  await dialog.getByLabel('Daily target').fill('1');
  await dialog.getByRole('button', { name: 'Add Habit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Evening stretch' })).toBeVisible();

  // Tomorrow, past 09:00 London time, the reminder goes out.
  expect((await mailsTo(request, email)).some((m) => /still to do today/.test(m.subject))).toBe(
    false,
  );
  await setServerClock(request, tomorrow.lateMorning);
  await expect
    .poll(
      async () =>
        (await mailsTo(request, email)).filter((m) => /still to do today/.test(m.subject)).length,
    )
    .toBe(1);
  const reminder = (await mailsTo(request, email)).find((m) => /still to do today/.test(m.subject));
  expect(reminder?.subject).toBe('1 habit still to do today');
});

test('a Free member sees the Pro settings locked, with the way to upgrade', async ({
  page,
  request,
}) => {
  const { email, headers } = await newMember(request);
  await openDashboardAt(page, email);
  await page.goto('/settings#reminders');

  const reminders = page.locator('#reminders');
  await expect(
    reminders.getByText(
      'E-mail reminders and the weekly report come with the Pro and Premium plans.',
    ),
  ).toBeVisible();
  await expect(reminders.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/pro',
  );
  await expect(reminders.getByRole('switch', { name: 'Daily reminder e-mail' })).toBeDisabled();
  await expect(reminders.getByLabel('Reminder time')).toBeDisabled();
  await expect(reminders.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expect(page.locator('#categories').getByRole('link', { name: /Pro/ })).toHaveAttribute(
    'href',
    '/pro',
  );
  await expect(page.locator('#plan').getByText('Free Plan')).toBeVisible();
  // The server holds the line too.
  const refused = await request.patch('/api/auth/me', { headers, data: { weeklyReport: true } });
  expect(refused.status()).toBe(403);
  await screenshot(page, 'settings-free', [['desktop', 1280]]);

  // On a phone the menu leads here too.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute(
    'href',
    '/settings',
  );
  await expectPhoneFit(page);
});

test('signing out everywhere ends every session, this one too', async ({ page, request }) => {
  const { email, headers: otherDevice } = await newMember(request);
  await openDashboardAt(page, email);
  await page.goto('/settings#devices');

  const devices = page.locator('#devices');
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(2); // the API sign-in and this browser
  await devices.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('You have been signed out on every device.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  expect((await request.get('/api/auth/me', { headers: otherDevice })).status()).toBe(401);
});
