import { expect, test } from '@playwright/test';
import {
  addHabitInDialog,
  buyPlanThroughApi,
  createAccount,
  openDashboard,
  openMyHabits,
  screenshot,
} from './support';

// The account's zone (the server's default); a browser elsewhere would see the zone notice.
test.use({ timezoneId: 'Europe/London' });

test('a person edits a habit, archives it and restores it with its history', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);
  await openMyHabits(page, email);
  await addHabitInDialog(page, 'Drink water', 'Health', 3);
  const card = page.getByRole('article', { name: 'Drink water' });
  await card.getByRole('button', { name: '+1 (3 left)' }).click();
  await expect(card.getByText('1/3')).toBeVisible();

  // Edit: the form opens filled in; a lower target makes today complete.
  await card.getByRole('button', { name: 'Edit Drink water' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit habit' });
  await expect(edit.getByLabel('Habit name')).toHaveValue('Drink water');
  await expect(edit.getByLabel('Daily target')).toHaveValue('3');
  await screenshot(page, 'habit-edit');
  await edit.getByLabel('Habit name').fill('Drink more water');
  await edit.getByLabel('Daily target').fill('1');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('“Drink more water” updated')).toBeVisible();
  const edited = page.getByRole('article', { name: 'Drink more water' });
  await expect(edited.getByText('1/1')).toBeVisible();

  // Archive: asked first, then gone from the day.
  await edited.getByRole('button', { name: 'Archive Drink more water' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Archive habit?' });
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(edited).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No habits yet' })).toBeVisible();

  // Restore from the archived list, and it is back with today's check-in.
  await page.getByRole('button', { name: 'Archived habits' }).click();
  const archived = page.getByRole('list', { name: 'Archived habits' });
  await expect(archived.getByText('Drink more water')).toBeVisible();
  await screenshot(page, 'habits-archived');
  await archived.getByRole('button', { name: 'Restore Drink more water' }).click();
  await expect(page.getByText('“Drink more water” restored')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Drink more water' }).getByText('1/1'),
  ).toBeVisible();
  await expect(page.getByText('No archived habits.')).toBeVisible();
});

test('a Pro person choosing Premium sees the credit for their remaining Pro time', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);
  await buyPlanThroughApi(request, email, 'pro');
  await openDashboard(page, email);
  await page.goto('/premium');

  await page.getByRole('button', { name: 'Choose Premium' }).click();
  const checkout = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(checkout.getByText('£9.99')).toBeVisible();
  // Almost a whole month of Pro is left: close to £4.99, about half a Premium month.
  await expect(
    checkout.getByText(
      /^Credit for your remaining Pro time: £4\.\d\d \(adds 1[3-5] days to Premium\)$/,
    ),
  ).toBeVisible();
  await screenshot(page, 'checkout-credit');
});
