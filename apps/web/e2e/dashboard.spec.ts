import { expect, test, type Page } from '@playwright/test';
import { addHabitInDialog, createAccount, signIn } from './support';

// The account's zone (the server's default); a browser elsewhere would see the zone notice.
test.use({ timezoneId: 'Europe/London' });

async function openDashboard(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A first visit says "Welcome", later ones "Welcome back".
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

async function addHabit(page: Page, name: string, category: string, dailyTarget = 1) {
  await addHabitInDialog(page, name, category, dailyTarget);
  await expect(page.getByRole('article', { name })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const totalPoints = (page: Page) => page.locator('[data-stat="points"] dd');
const todayCell = (page: Page) => page.locator('td[aria-current="date"]');

test('a free person fills the plan with 3 habits and is offered Pro for more', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);
  await openDashboard(page, email);
  await expect(page.getByRole('heading', { name: 'No habits yet' })).toBeVisible();

  await addHabit(page, 'Morning run', 'Fitness');
  await addHabit(page, 'Drink water', 'Health', 3);
  await expect(page.getByRole('button', { name: 'Add Habit' }).first()).toBeEnabled();
  await addHabit(page, 'Read 20 pages', 'Learning');

  const add = page.getByRole('button', { name: 'Add Habit' });
  await expect(add).toBeDisabled();
  await expect(
    page.getByText('Free plan: 3 of 3 habits used. Upgrade to Pro for up to 15 habits.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pro');
  await expect(page.locator('[data-stat="habits"] dd')).toHaveText('3');

  // My Habits lists all three, newest first, and the limit holds there too (and after a reload).
  await page.getByRole('tab', { name: 'My Habits' }).click();
  await expect(page).toHaveURL(/\?tab=habits$/);
  await page.reload();
  const names = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
  await expect(names).toHaveText(['Read 20 pages', 'Drink water', 'Morning run']);
  await expect(page.getByRole('button', { name: 'Add Habit' })).toBeDisabled();
});

test('a habit with a target of 3 counts up to its goal, and points and the calendar follow', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);
  await openDashboard(page, email);
  await addHabit(page, 'Drink water', 'Health', 3);
  const water = card(page, 'Drink water');
  await expect(totalPoints(page)).toHaveText('0');
  await expect(todayCell(page)).toContainText(': 0 habits completed');

  await water.getByRole('button', { name: '+1 (3 left)' }).click();
  await expect(water.getByRole('button', { name: '+1 (2 left)' })).toBeVisible();
  await expect(water.getByRole('button', { name: 'Complete All' })).toBeVisible();
  await expect(water.getByText('1/3')).toBeVisible();
  await expect(totalPoints(page)).toHaveText('10');

  // A misclick can be taken back.
  await water.getByRole('button', { name: /^Undo/ }).click();
  await expect(water.getByRole('button', { name: '+1 (3 left)' })).toBeVisible();
  await expect(totalPoints(page)).toHaveText('0');

  await water.getByRole('button', { name: '+1 (3 left)' }).click();
  await water.getByRole('button', { name: '+1 (2 left)' }).click();
  // With one check-in left, "Complete All" would be the same as "+1".
  await expect(water.getByRole('button', { name: '+1 (1 left)' })).toBeVisible();
  await expect(water.getByRole('button', { name: 'Complete All' })).toHaveCount(0);
  await water.getByRole('button', { name: '+1 (1 left)' }).click();
  const done = water.getByRole('button', { name: 'Daily goal already completed! 🎉' });
  await expect(done).toBeDisabled();
  await expect(water.getByText('3/3')).toBeVisible();
  await expect(totalPoints(page)).toHaveText('30');
  await expect(todayCell(page)).toContainText(': 1 habit completed');
  await expect(todayCell(page).locator('[data-level]')).toHaveAttribute('data-level', '1');
  await expect(page.getByText(/completed 1 of 1 habits today/)).toBeVisible();

  // The server agrees after a reload.
  await page.reload();
  await expect(card(page, 'Drink water').getByText('3/3')).toBeVisible();
  await expect(totalPoints(page)).toHaveText('30');
});

test('the check-in that earns badges celebrates them', async ({ page, request }) => {
  const { email } = await createAccount(request);
  await openDashboard(page, email);
  await addHabit(page, 'Push-ups', 'Fitness', 10);
  // The first habit earns Getting Started.
  await expect(page.getByText('Badge earned: Getting Started')).toBeVisible();

  // Ten units at 10 points each reach 100 points. The weekly challenge counts habit-days, so one
  // tap is one of them, never the whole challenge (docs/decisions/042-weekly-challenge-effort.md).
  await card(page, 'Push-ups').getByRole('button', { name: 'Complete All' }).click();
  await expect(page.getByText('Badge earned: Century Club')).toBeVisible();
  await expect(page.getByText('+100 points')).toBeVisible();
  await expect(totalPoints(page)).toHaveText('100');
  await expect(page.getByText(/^1 of \d+ habit-days$/).first()).toBeVisible();
  await expect(page.getByText(/Weekly challenge complete/)).toHaveCount(0);
  await expect(page.locator('[data-stat="badges"] dd')).toHaveText('2 of 8');

  const achievements = page.getByRole('region', { name: 'Achievements' });
  await expect(achievements.getByRole('listitem')).toHaveCount(6);
  await expect(achievements.locator('[data-earned="true"]')).toHaveCount(2);
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('the dashboard offers to count days in the browser’s zone', async ({ page, request }) => {
    const { email } = await createAccount(request);
    await openDashboard(page, email);
    const notice = page.getByRole('region', { name: 'You’re in a different time zone' });
    await expect(notice).toContainText(
      'follow Europe/London, but this device is set to America/New_York',
    );

    await notice.getByRole('button', { name: 'Switch to America/New_York' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
    await expect(page.getByText(/in a different time zone/)).toHaveCount(0);
  });
});
