import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Worker,
} from '@playwright/test';
import {
  addHabitThroughApi,
  memberWithHabit,
  newMember,
  openDashboard,
  openDashboardAt,
} from './support';

/*
 * A habit reminder's notification (docs/decisions/030-notification-actions.md): a push handed to
 * the service worker through the DevTools protocol, its "Done" action, online and offline, and a
 * click that lands on the habit. The shown notification is taken in the worker and its click
 * dispatched there, as Chromium would on a tap.
 */

// The account's zone (the server's default), so the browser and the server agree on "today".
test.use({ timezoneId: 'Europe/London', serviceWorkers: 'allow' });

type Headers = { authorization: string };

async function completedToday(request: APIRequestContext, headers: Headers, habitId: string) {
  const res = await request.get('/api/habits', { headers });
  const habits = (await res.json()) as Array<{ _id: string; today: { completed: number } }>;
  return habits.find((h) => h._id === habitId)?.today.completed;
}

/** The push the server would send for the habit's reminder now, with a real doneToken. */
async function reminderPayload(request: APIRequestContext, headers: Headers, habitId: string) {
  const res = await request.post('/api/test/habit-reminder-payload', {
    headers,
    data: { habitId },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { date: string; doneToken: string; title: string; body: string };
}

/** ServiceWorker.deliverPushMessage: the push event a push service's message would cause. */
async function deliverPush(context: BrowserContext, page: Page, origin: string, data: object) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(data),
  });
  await cdp.detach();
}

interface Shown {
  title: string;
  body: string;
  tag: string;
  actions: Array<{ action: string; title: string }>;
}

/** The notifications the worker shows now. */
const shownBy = (worker: Worker) =>
  worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    return (await scope.registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      actions: (n as unknown as { actions: Shown['actions'] }).actions.map((a) => ({
        action: a.action,
        title: a.title,
      })),
    }));
  });

/**
 * Holds the notification tagged `tag` in the worker (as `held`), so it can be clicked again after
 * it has been closed and replaced.
 */
const hold = (worker: Worker, tag: string) =>
  worker.evaluate(async (wanted) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      held?: Notification;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    scope.held = notification;
  }, tag);

/**
 * Dispatches a click on the held notification (`action` 'done' for its button, '' for itself)
 * and, for "Done", waits for the request it makes: its status, or 'network error'.
 */
const click = (worker: Worker, action: string) =>
  worker.evaluate(async (which) => {
    const scope = self as unknown as {
      held: Notification;
      fetch: typeof fetch;
      dispatchEvent: (event: Event) => boolean;
      NotificationEvent: new (type: string, init: object) => Event;
    };
    const original = scope.fetch;
    let sent: Promise<number | string> | undefined;
    scope.fetch = (input, init) => {
      const response = original(input, init);
      sent = response.then(
        (r) => r.status,
        () => 'network error',
      );
      return response;
    };
    try {
      scope.dispatchEvent(
        new scope.NotificationEvent('notificationclick', {
          notification: scope.held,
          action: which,
        }),
      );
      if (which !== 'done') return null;
      for (let i = 0; i < 100 && !sent; i += 1) await new Promise((r) => setTimeout(r, 50));
      return (await sent) ?? 'not sent';
    } finally {
      scope.fetch = original;
    }
  }, action);

/** The check-ins waiting in the app's offline outbox (IndexedDB streakwise-offline). */
const outbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Array<{ key: string; habitId: string; count: number; date: string }>>(
        (resolve, reject) => {
          const open = indexedDB.open('streakwise-offline');
          open.onerror = () => reject(new Error(String(open.error)));
          open.onsuccess = () => {
            const read = open.result.transaction('outbox').objectStore('outbox').getAll();
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => reject(new Error(String(read.error)));
          };
        },
      ),
  );

test("a reminder's notification checks the habit in, once, online and offline, and lands on it", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const { email, headers, habitId } = await memberWithHabit(request, {
    name: 'Evening walk',
    category: 'Health',
    dailyTarget: 3,
  });

  await openDashboardAt(page, email);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await context.grantPermissions(['notifications'], { origin });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

  // The push: a notification with a "Done" button, one per habit and day.
  const payload = await reminderPayload(request, headers, habitId);
  const tag = `habit-${habitId}-${payload.date}`;
  await deliverPush(context, page, origin, payload);
  await expect
    .poll(() => shownBy(worker))
    .toEqual([
      {
        title: 'Evening walk',
        body: payload.body,
        tag,
        actions: [{ action: 'done', title: 'Done' }],
      },
    ]);

  // "Done": one unit, without opening anything; the notification says so.
  await hold(worker, tag);
  expect(await click(worker, 'done')).toBe(200);
  expect(await completedToday(request, headers, habitId)).toBe(1);
  await expect
    .poll(async () => (await shownBy(worker)).map((n) => [n.title, n.actions.length]))
    .toEqual([['Done — Evening walk checked in', 0]]);
  // The same notification's "Done" again (a retry) is the same check-in: still one.
  expect(await click(worker, 'done')).toBe(200);
  expect(await completedToday(request, headers, habitId)).toBe(1);
  expect(context.pages()).toHaveLength(1);

  // A tap on the notification itself: the open window goes to the habit's card.
  await page.goto('/settings');
  await click(worker, '');
  const card = page.getByRole('article', { name: 'Evening walk' });
  await expect(page).toHaveURL(/\/dashboard\?tab=habits$/);
  // NOTE: the window itself stays in the background here (a dispatched click cannot focus it), so
  // the card's focus is read from the document rather than with toBeFocused.
  await expect
    .poll(() =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.habitCard),
    )
    .toBe(habitId);
  await expect(card).toHaveAttribute('data-landed', 'true');
  await expect(card.getByRole('button', { name: '+1 (2 left)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('landing-1280.png') });

  // Offline: "Done" joins the app's outbox under the notification's key, and the app sends it
  // once the network is back: one more unit, once.
  await deliverPush(context, page, origin, await reminderPayload(request, headers, habitId));
  await expect
    .poll(async () => (await shownBy(worker)).map((n) => n.title))
    .toEqual(['Evening walk']);
  await hold(worker, tag);
  await context.setOffline(true);
  expect(await click(worker, 'done')).toBe('network error');
  await expect
    .poll(() => outbox(page))
    .toEqual([expect.objectContaining({ habitId, count: 1, date: payload.date })]);
  await expect
    .poll(async () => (await shownBy(worker)).map((n) => n.title))
    .toEqual(['Evening walk: saved offline']);
  await context.setOffline(false);
  await expect.poll(() => outbox(page)).toEqual([]);
  expect(await completedToday(request, headers, habitId)).toBe(2);
  await page.reload();
  await expect(card.getByRole('button', { name: '+1 (1 left)' })).toBeVisible();
  expect(await completedToday(request, headers, habitId)).toBe(2);
});

test('the dashboard at /dashboard?habit=<id> shows that habit, on a phone too', async ({
  page,
  request,
}) => {
  const { email, headers } = await newMember(request);
  // The free plan's three; on a phone the oldest is far down the page.
  const ids: string[] = [];
  for (const name of ['Read', 'Stretch', 'Journal']) {
    ids.push(
      await addHabitThroughApi(request, headers, { name, category: 'Health', dailyTarget: 1 }),
    );
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, email);
  await page.goto(`/dashboard?habit=${ids[0]}`);
  const card = page.getByRole('article', { name: 'Read' });
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  await expect(page).toHaveURL(/\/dashboard\?tab=habits$/);
  await page.screenshot({ path: test.info().outputPath('landing-390.png') });

  // An id that is none of the habits changes nothing.
  await page.goto('/dashboard?habit=0f0f0f0f-0000-4000-8000-000000000000');
  await expect(page.getByRole('article', { name: 'Journal' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-landed]')).toHaveCount(0);
});
