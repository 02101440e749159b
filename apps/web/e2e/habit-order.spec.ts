import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  apiAuth,
  createAccount,
  expectNoSidewaysScroll,
  openMyHabits,
  screenshot,
} from './support';
import { expectNoSeriousAxeViolations } from './axe-check';

// The account's zone (the server's default); a browser elsewhere would see the zone notice.
test.use({ timezoneId: 'Europe/London' });

const list = (page: Page) => page.getByRole('list', { name: 'Habits' });
const names = (page: Page) => list(page).locator('article h3').allTextContents();

/** Presses the pointer on `from`, moves it in steps onto `to`'s centre and lets go. */
async function dragOnto(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, {
    steps: 5,
  });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.up();
}

/** The order has reached the server: waits for the PUT the action sent. */
const saved = (page: Page) =>
  page.waitForResponse(
    (res) => res.url().endsWith('/api/habits/order') && res.request().method() === 'PUT',
  );

async function anotherDevice(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    timezoneId: 'Europe/London',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await openMyHabits(page, email);
  return { context, page };
}

for (const width of [1280, 390]) {
  test(`a person puts their habits in their own order at ${width} px, on every device`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    // Tall enough on a phone for the three cards to fit on screen together while one is dragged.
    await page.setViewportSize({ width, height: width < 600 ? 1200 : 900 });
    const { email } = await createAccount(request);
    const headers = await apiAuth(request, email);
    for (const name of ['Read', 'Walk', 'Stretch']) {
      const res = await request.post('/api/habits', {
        headers,
        data: { name, category: 'Health', dailyTarget: 1 },
      });
      expect(res.status()).toBe(201);
    }
    await openMyHabits(page, email);
    // Newest first until the person says otherwise.
    await expect.poll(() => names(page)).toEqual(['Stretch', 'Walk', 'Read']);
    await expect(page.getByRole('button', { name: 'Move Stretch up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // By keyboard: the Move up button moves the card, keeps the focus and says where it went.
    const up = page.getByRole('button', { name: 'Move Read up' });
    await up.focus();
    let put = saved(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual(['Stretch', 'Read', 'Walk']);
    expect((await put).status()).toBe(204);
    await expect(up).toBeFocused();
    await expect(page.getByText('Read moved to position 2 of 3')).toBeAttached();
    put = saved(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => names(page)).toEqual(['Read', 'Stretch', 'Walk']);
    expect((await put).status()).toBe(204);
    await expect(up).toBeFocused();
    await expect(up).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Read moved to position 1 of 3')).toBeAttached();

    // By mouse: Walk's handle dragged onto the first card.
    await list(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    put = saved(page);
    await dragOnto(
      page,
      page.getByRole('button', { name: 'Drag Walk to reorder' }),
      list(page).getByRole('listitem').first(),
    );
    await expect.poll(() => names(page)).toEqual(['Walk', 'Read', 'Stretch']);
    expect((await put).status()).toBe(204);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'habit-order', [[String(width), width]]);
    await expectNoSeriousAxeViolations(page, `My Habits, reorderable, at ${width} px`);

    // The order holds after a reload, on the Overview too, and on another device.
    await page.reload();
    await page.getByRole('tab', { name: 'My Habits' }).click();
    await expect.poll(() => names(page)).toEqual(['Walk', 'Read', 'Stretch']);
    const other = await anotherDevice(browser, email, width);
    await expect.poll(() => names(other.page)).toEqual(['Walk', 'Read', 'Stretch']);
    await other.page.getByRole('tab', { name: 'Overview' }).click();
    await expect
      .poll(() =>
        other.page.getByRole('list', { name: 'Habits' }).locator('article h3').allTextContents(),
      )
      .toEqual(['Walk', 'Read', 'Stretch']);
    await other.context.close();
  });
}

test('a failed save puts the order back and says so; offline, reordering says it needs a connection', async ({
  page,
  request,
  context,
}) => {
  const { email } = await createAccount(request);
  const headers = await apiAuth(request, email);
  for (const name of ['Read', 'Walk']) {
    await request.post('/api/habits', {
      headers,
      data: { name, category: 'Health', dailyTarget: 1 },
    });
  }
  await openMyHabits(page, email);
  await expect.poll(() => names(page)).toEqual(['Walk', 'Read']);

  await page.route('**/api/habits/order', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
  );
  await page.getByRole('button', { name: 'Move Read up' }).click();
  await expect(
    page.getByText('Failed to save the new order: your habits are back in their previous order.'),
  ).toBeVisible();
  await expect.poll(() => names(page)).toEqual(['Walk', 'Read']);
  await page.unroute('**/api/habits/order');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Move Read up' }).click();
  await expect(
    page.getByText('Reordering needs a connection: try again when you are back online.'),
  ).toBeVisible();
  await expect.poll(() => names(page)).toEqual(['Walk', 'Read']);
  await context.setOffline(false);
});
