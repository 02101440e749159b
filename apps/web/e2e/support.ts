import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const SCREENSHOT_DIR = fileURLToPath(new URL('../../../docs/screenshots', import.meta.url));

export const PHONE_AND_DESKTOP = [
  ['desktop', 1280],
  ['mobile', 390],
] as const;

type Widths = ReadonlyArray<readonly [string, number]>;

/** `SCREENSHOTS=1` only: runs `shoot` at each width, then puts the window back as it was. */
async function atEachWidth(page: Page, widths: Widths, shoot: (suffix: string) => Promise<void>) {
  if (!process.env.SCREENSHOTS) return;
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const [suffix, width] of widths) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(suffix);
  }
  await page.setViewportSize(before);
}

/**
 * `SCREENSHOTS=1 npm run test:e2e` refreshes the pictures in docs/screenshots/ (the README shows
 * them): the page at each width, as `<name>-<suffix>.png`. Nothing happens without the variable.
 */
export async function screenshot(
  page: Page,
  name: string,
  widths: Widths = PHONE_AND_DESKTOP,
): Promise<void> {
  await atEachWidth(page, widths, async (suffix) => {
    // From the top, so sticky bars are drawn where they belong in the full-page picture.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${suffix}.png`, fullPage: true });
  });
}

/**
 * `SCREENSHOTS=1`: one section of a page alone at each width, as `<name>-<suffix>.png` — the
 * whole section, taller than a phone's window too (a clip of the full-page picture).
 */
export async function sectionScreenshot(
  page: Page,
  selector: string,
  name: string,
  widths: Widths = PHONE_AND_DESKTOP,
): Promise<void> {
  await atEachWidth(page, widths, async (suffix) => {
    await page.waitForTimeout(300);
    const box = await page.locator(selector).evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
    });
    const margin = 8;
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/${name}-${suffix}.png`,
      fullPage: true,
      clip: {
        x: Math.max(0, box.x - margin),
        y: Math.max(0, box.y - margin),
        width: box.width + 2 * margin,
        height: box.height + 2 * margin,
      },
    });
  });
}

/** Nothing sticks out of the window at its current width: the page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

export const PASSWORD = 'correct horse 42';

let n = 0;
export function uniqueEmail(prefix = 'person'): string {
  n += 1;
  return `${prefix}-${Date.now()}-${n}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Mail[];
}

/** Waits until the dev outbox holds `count` mails to the address matching the subject; returns the newest link. */
export async function waitForLink(
  request: APIRequestContext,
  email: string,
  subject: RegExp,
  count = 1,
): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await mailsTo(request, email)).filter((m) => subject.test(m.subject));
      link = mails[0]?.links[0] ?? '';
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return link;
}

/** An account made through the API (no form timing), optionally verified through its mailed link. */
export async function createAccount(
  request: APIRequestContext,
  { verified = true, name = 'Grace Hopper' } = {},
): Promise<{ email: string; name: string }> {
  const email = uniqueEmail('acct');
  const res = await request.post('/api/auth/signup', { data: { name, email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  if (verified) {
    const link = await waitForLink(request, email, /verify your email/i);
    const verify = await request.get(
      `/api/auth/verify-email/${new URL(link).pathname.split('/').pop()}`,
    );
    expect(verify.status()).toBe(200);
  }
  return { email, name };
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The cookie banner shows about a second after a page loads until consent is recorded. Journeys
 * that are not about cookies reject them once, so the banner cannot cover what they click; the
 * choice is stored, so it stays away afterwards. Fine when no banner comes (already answered).
 */
export async function rejectCookiesIfAsked(page: Page, timeout = 4_000): Promise<void> {
  const reject = page.getByRole('button', { name: 'Reject All' });
  const shown = await reject
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
  if (shown) {
    await reject.click();
    await expect(reject).toBeHidden();
  }
}

/** A bearer header for the account, signed in through the API. */
export async function apiAuth(
  request: APIRequestContext,
  email: string,
): Promise<{ authorization: string }> {
  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/**
 * A verified account made through the API (createAccount), on `plan` when given (bought on the
 * mock checkout): its e-mail and a bearer header signed in through the API.
 */
export async function newMember(
  request: APIRequestContext,
  { plan, name }: { plan?: 'pro' | 'premium'; name?: string } = {},
): Promise<{ email: string; headers: { authorization: string } }> {
  const { email } = await createAccount(request, name === undefined ? {} : { name });
  if (plan) await buyPlanThroughApi(request, email, plan);
  return { email, headers: await apiAuth(request, email) };
}

/** A new member (newMember) with one habit made through the API; the habit's id too. */
export async function memberWithHabit(
  request: APIRequestContext,
  habit: Record<string, unknown>,
  options: Parameters<typeof newMember>[1] = {},
): Promise<{ email: string; headers: { authorization: string }; habitId: string }> {
  const member = await newMember(request, options);
  return { ...member, habitId: await addHabitThroughApi(request, member.headers, habit) };
}

/** Buys a plan monthly on the mock checkout through the API, as the mock page would. */
export async function buyPlanThroughApi(
  request: APIRequestContext,
  email: string,
  planType: 'pro' | 'premium',
): Promise<void> {
  const headers = await apiAuth(request, email);
  const checkout = await request.post('/api/subscription/create-checkout-session', {
    headers,
    data: { planType, priceType: 'monthly' },
  });
  expect(checkout.status()).toBe(200);
  const { orderId } = (await checkout.json()) as { orderId: string };
  const paid = await request.post('/api/subscription/mock/complete', {
    headers,
    data: { orderId, outcome: 'success' },
  });
  expect(paid.status()).toBe(200);
}

/** Moves the test server's clock (TEST_CLOCK=1): `/api/test/clock`. */
export async function setServerClock(request: APIRequestContext, now: Date): Promise<void> {
  const moved = await request.post('/api/test/clock', { data: { now: now.toISOString() } });
  expect(moved.status()).toBe(200);
}

/** Signs `email` in on the sign-in page and waits for the dashboard, the cookie banner answered. */
export async function openDashboard(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await rejectCookiesIfAsked(page);
}

/** The window `width` px wide (900 high), then openDashboard. */
export async function openDashboardAt(page: Page, email: string, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await openDashboard(page, email);
}

/** The server's clock (setServerClock) and the page's both at `now`. */
export async function setClocks(page: Page, request: APIRequestContext, now: Date): Promise<void> {
  await setServerClock(request, now);
  await page.clock.setFixedTime(now);
}

/** Signs `email` in and opens the dashboard's "My Habits" tab. */
export async function openMyHabits(page: Page, email: string): Promise<void> {
  await openDashboard(page, email);
  await page.getByRole('tab', { name: 'My Habits' }).click();
}

/** Makes a habit through the API (`POST /api/habits`); its id. */
export async function addHabitThroughApi(
  request: APIRequestContext,
  headers: { authorization: string },
  data: Record<string, unknown>,
): Promise<string> {
  const created = await request.post('/api/habits', { headers, data });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** For journeys that move the server's clock: after each, later journeys run on real time again. */
export function resetServerClockAfterEach(): void {
  test.afterEach(async ({ request }) => {
    await setServerClock(request, new Date());
  });
}

/**
 * Journeys in the account's zone (the server's default, Europe/London), so that the browser and
 * the server agree on "today", on a server clock they move: it goes back to real time after each.
 */
export function inLondonOnServerClock(): void {
  test.use({ timezoneId: 'Europe/London' });
  resetServerClockAfterEach();
}

/** Adds a count habit through the dashboard's "Add Habit" dialog, as a person would. */
export async function addHabitInDialog(
  page: Page,
  name: string,
  category: string,
  dailyTarget = 1,
): Promise<void> {
  await page.getByRole('button', { name: 'Add Habit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Habit' });
  await dialog.getByLabel('Habit name').fill(name);
  await dialog.getByLabel('Category').selectOption(category);
  await dialog.getByLabel('Daily target').fill(String(dailyTarget));
  await dialog.getByRole('button', { name: 'Add Habit' }).click();
  await expect(dialog).toBeHidden();
}
