import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  createAccount,
  expectNoSidewaysScroll,
  memberWithHabit,
  newMember,
  openDashboard,
  rejectCookiesIfAsked,
  screenshot,
  signIn,
} from './support';

// The account's zone (the server's default); a browser elsewhere would see the zone notice.
test.use({ timezoneId: 'Europe/London' });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function signInTo(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const { email } = await createAccount(request);
  await openDashboard(page, email);
  if (path !== '/dashboard') await page.goto(path);
}

/** The element lies wholly inside the window, left to right: nothing is cut off. */
async function expectWithinWidth(page: Page, element: Locator, what: string): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, what).not.toBeNull();
  expect(box?.x ?? -1, what).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), what).toBeLessThanOrEqual(width);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  for (const { path, caption, plans } of [
    { path: '/premium', caption: 'Compare all plans', plans: ['Free', 'Pro', 'Premium'] },
    { path: '/pro', caption: 'Free versus Pro', plans: ['Free', 'Pro'] },
  ]) {
    test(`${path}: every plan’s value in “${caption}” is on screen and named`, async ({
      page,
      request,
    }) => {
      await signInTo(page, request, path);
      const table = page.getByRole('table', { name: caption });
      await expect(table).toBeVisible();
      const row = table.getByRole('row', { name: /Custom categories/ });
      const cells = row.getByRole('cell');
      await expect(cells).toHaveCount(plans.length);
      for (const [i, plan] of plans.entries()) {
        const cell = cells.nth(i);
        await expectWithinWidth(page, cell, `${plan} value`);
        await expect(cell.getByText(plan, { exact: true })).toBeVisible();
      }
      // Nothing left to find by scrolling sideways, in the table or the page.
      const hidden = await page
        .getByRole('region', { name: caption })
        .evaluate((region) => region.scrollWidth - region.clientWidth);
      expect(hidden).toBeLessThanOrEqual(0);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `plans-compare${path.replace('/', '-')}`, [['mobile', 390]]);
    });
  }

  test('a long surname fits the greeting and the password page', async ({ page, request }) => {
    const name = 'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff Sr.';
    const { email } = await createAccount(request, { name });
    await openDashboard(page, email);
    const greeting = page.getByRole('heading', { level: 1 });
    await expect(greeting).toContainText('Wolfeschlegelsteinhausenbergerdorff');
    await expectWithinWidth(page, greeting, 'the greeting');
    await expectNoSidewaysScroll(page);
    // The account card beside the password form shows the name too.
    await page.goto('/change-password');
    await expect(page.getByRole('main').getByText(name)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a habit with the longest name allowed fits on Overview and My Habits, down to 320 px', async ({
    page,
    request,
  }) => {
    // 50 characters, the most a name may have, and long enough to be shortened on a phone.
    const name = 'Practise the cello scales slowly before breakfast!';
    // Pro, for the Overview's 30-day rates by habit.
    const { email, headers, habitId } = await memberWithHabit(
      request,
      { name, category: 'Learning', dailyTarget: 2 },
      { plan: 'pro' },
    );
    const done = await request.patch(`/api/habits/${habitId}/complete`, { headers });
    expect(done.status()).toBe(200);
    await openDashboard(page, email);

    for (const tab of ['Overview', 'My Habits']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      const card = page.getByRole('article', { name });
      await expect(card).toBeVisible();
      await expectWithinWidth(page, card, `${tab}: the card`);
      await expectWithinWidth(page, card.getByRole('button', { name: /\+1/ }), `${tab}: +1`);
      // Shortened to fit, with the whole name on hover.
      await expect(card.getByRole('heading', { name })).toHaveAttribute('title', name);
      await expectNoSidewaysScroll(page);
    }
    // The smallest phones in use: the Overview's 30-day rates by habit name it too.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.getByRole('tab', { name: 'Overview', exact: true }).click();
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Its tags keep their words together: "Every day" on one line, as tall as the category's tag.
    const height = (tag: Locator) => tag.evaluate((el) => el.getBoundingClientRect().height);
    const schedule = card.locator('[data-schedule]');
    await expect(schedule).toContainText('Every day');
    expect(await height(schedule)).toBe(await height(card.getByText('Learning', { exact: true })));
  });

  test('a goal whose title is one long word wraps inside its card', async ({ page, request }) => {
    const { email, headers } = await newMember(request, { plan: 'premium' });
    // 100 characters without a space, the longest title a goal may have.
    const title = `Pages${'x'.repeat(90)}Read!`;
    const created = await request.post('/api/premium/goals', {
      headers,
      data: { title, type: 'milestone', target: 30 },
    });
    expect(created.status()).toBe(201);
    await openDashboard(page, email);

    await page.getByRole('tab', { name: /^Goals/ }).click();
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expectWithinWidth(page, card, 'the goal card');
    await expectWithinWidth(page, card.getByRole('button', { name: 'Delete' }), 'Delete');
    await expectNoSidewaysScroll(page);
  });

  test('the dashboard tab bar shows that more tabs wait, and reaches every one', async ({
    page,
    request,
  }) => {
    await signInTo(page, request, '/dashboard');
    const bar = page.getByRole('tablist', { name: 'Dashboard sections' });
    const more = page.getByRole('button', { name: 'Show more tabs' });
    const earlier = page.getByRole('button', { name: 'Show earlier tabs' });
    await expect(bar).toBeVisible();
    await expect(more).toBeVisible();
    await expect(earlier).toHaveCount(0);

    for (const name of ['Analytics Premium', 'Goals Premium', 'Export Premium']) {
      const tab = page.getByRole('tab', { name });
      for (let clicks = 0; clicks < 5 && !(await isWhollyShown(tab)); clicks += 1) {
        await more.click();
        await page.waitForTimeout(400);
      }
      await expect(tab).toBeInViewport({ ratio: WHOLLY });
    }
    await expect(earlier).toBeVisible();
    await screenshot(page, 'dashboard-tabs', [['mobile', 390]]);
    // Choosing the last tab scrolls the bar to its end: nothing more to show that way.
    await page.getByRole('tab', { name: 'Export Premium' }).click();
    await expect(more).toHaveCount(0);

    // The keyboard pattern still works and brings the chosen tab into view.
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeInViewport({ ratio: WHOLLY });
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Export Premium' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Export Premium' })).toBeInViewport({
      ratio: WHOLLY,
    });
    await expectNoSidewaysScroll(page);
  });
});

/**
 * A tab's underline overlaps the list's bottom border by a pixel, which the scroller clips, so a
 * tab in plain sight measures 45 of 46 pixels: "wholly shown" allows for that.
 */
const WHOLLY = 0.95;

async function isWhollyShown(tab: Locator): Promise<boolean> {
  return tab.evaluate((element) => {
    // NOTE: the tab list scrolls inside a clipping box narrower than the window: measure against
    // the nearest ancestor that clips sideways.
    const box = element.getBoundingClientRect();
    let clip = element.parentElement;
    while (clip && !/auto|scroll|hidden|clip/.test(getComputedStyle(clip).overflowX)) {
      clip = clip.parentElement;
    }
    const list = clip?.getBoundingClientRect();
    const left = Math.max(0, list?.left ?? 0);
    const right = Math.min(window.innerWidth, list?.right ?? window.innerWidth);
    return box.left >= left && box.right <= right;
  });
}

for (const { name, viewport } of [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
]) {
  test.describe(`toasts on a ${name}`, () => {
    test.use({ viewport });

    test('appear below the navigation bar, never over it', async ({ page, request }) => {
      const { email } = await createAccount(request);
      await signIn(page, email);
      const toast = page.getByText('Welcome back!', { exact: true });
      await expect(toast).toBeVisible();
      const bar = await page
        .locator('header')
        .filter({ has: page.getByRole('navigation') })
        .first()
        .boundingBox();
      const box = await toast.boundingBox();
      expect(bar).not.toBeNull();
      expect(box).not.toBeNull();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
      if (name === 'desktop') {
        // The user menu stays clickable while the toast shows.
        await page.getByRole('button', { name: /Account menu/ }).click();
        await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
      }
    });
  });
}

test('a return to /pro with payment=cancelled says so once, on the page', async ({
  page,
  request,
}) => {
  await signInTo(page, request, '/pro?payment=cancelled');
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Payment was cancelled.' }),
  ).toBeVisible();
  await expect(page.getByText('Payment was cancelled.')).toHaveCount(1);
  await expect(page).toHaveURL(/\/pro$/);
});

for (const { name, viewport } of [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
]) {
  test.describe(`the demo on a ${name}`, () => {
    test.use({ viewport });

    test('keeps its controls still across all five slides', async ({ page }) => {
      await page.goto('/');
      await rejectCookiesIfAsked(page);
      await page.getByRole('button', { name: 'Watch Demo' }).click();
      const dialog = page.getByRole('dialog', { name: 'See Streakwise in action' });
      await dialog.getByRole('button', { name: 'Pause demo' }).click();
      const next = dialog.getByRole('button', { name: 'Next slide' });

      // Where the controls sit below the top of the carousel (scrolling the dialog moves both).
      const controlsOffset = () =>
        next.evaluate((button) => {
          const carousel = button.closest('[aria-roledescription="carousel"]');
          const top = carousel?.getBoundingClientRect().top ?? Number.NaN;
          return Math.round(button.getBoundingClientRect().top - top);
        });
      const tops: number[] = [];
      for (let slide = 1; slide <= 5; slide += 1) {
        await expect(page.getByTestId('demo-counter')).toHaveText(`${slide} of 5`);
        // Let the cross-fade settle.
        await page.waitForTimeout(400);
        tops.push(await controlsOffset());
        await next.click();
      }
      expect(new Set(tops).size, `control positions: ${tops.join(', ')}`).toBe(1);
    });
  });
}
