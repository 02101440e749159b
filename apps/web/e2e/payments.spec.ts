import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn } from './support';

// The account's zone (the server's default); a browser elsewhere would see the zone notice.
test.use({ timezoneId: 'Europe/London' });

async function openPro(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Try Pro' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Plan' })).toBeVisible();
}

/** Every URL the tab shows, including client-side replaces that pass in a moment. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

test('a free person buys Pro yearly through the mock checkout and gets Pro features', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);
  await openPro(page, email);
  const proCard = page.getByRole('region', { name: 'Pro', exact: true });
  await expect(proCard.getByText('£4.99')).toBeVisible();

  await page.locator('label', { hasText: 'Annual' }).click();
  await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
  await expect(proCard.getByText('£3.99')).toBeVisible();
  await expect(proCard.getByText(/£47\.88 billed annually/)).toBeVisible();

  await proCard.getByRole('button', { name: 'Choose Pro' }).click();
  const checkout = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(checkout.getByText('£47.88')).toBeVisible();
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(
    /\/mock-payment\?orderId=.+&amount=4788&currency=GBP&plan=pro&price=annual/,
  );
  await expect(page.getByRole('heading', { name: 'Mock Payment' })).toBeVisible();
  await expect(page.getByTestId('mock-amount')).toHaveText('£47.88');
  await expect(page.getByText('PRO', { exact: true })).toBeVisible();
  await expect(page.getByText('ANNUAL', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Simulate Success' }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Simulate Failure' })).toBeDisabled();
  await expect(page.getByText('Mock payment successful! Welcome to PRO!')).toBeVisible();

  // The dashboard verifies the order, refreshes the account and drops the query, without a
  // second toast: the simulator's has already said it.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Payment successful! Welcome to Pro.')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Pro', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Try Pro' })).toHaveCount(0);

  // Pro unlocks the icon and colour pickers.
  await page.getByRole('button', { name: 'Add Habit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Habit' });
  await dialog.getByLabel('Habit name').fill('Read 20 pages');
  await dialog.getByLabel('Category').selectOption('Learning');
  await dialog.getByLabel('Daily target').fill('1');
  await dialog.locator('label', { hasText: 'Books' }).click();
  await dialog.locator('label', { hasText: 'Green' }).click();
  await expect(dialog.getByRole('radio', { name: 'Books' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Green' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Habit' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('article', { name: 'Read 20 pages' }).locator('svg[aria-label="Books"]'),
  ).toBeVisible();

  // The plan page now shows the subscription instead of the buy button.
  await page.goto('/pro');
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText(/^Renews on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Pro' })).toHaveCount(0);
});

test('a simulated failure returns to the Pro page with the cancellation', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);
  await openPro(page, email);
  const urls = recordUrls(page);

  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('mock-amount')).toHaveText('£4.99');
  await page.getByRole('button', { name: 'Simulate Failure' }).click();

  // Said once: the simulator's toast; the plan page does not repeat it.
  await expect(page.getByText('Payment cancelled', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pro$/);
  await expect(page.getByText('Payment was cancelled.')).toHaveCount(0);
  expect(urls.some((url) => url.endsWith('/pro?payment=cancelled'))).toBe(true);

  // Still free: the buy button is there and the navigation still offers Pro.
  await expect(page.getByRole('button', { name: 'Choose Pro' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Try Pro' }),
  ).toBeVisible();
});
