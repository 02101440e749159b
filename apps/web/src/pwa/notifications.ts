import type { PushPayload } from '@streakwise/shared';
import type { OutboxEntry } from '../features/habits/offline/offline-db';
import { NOTIFICATION_TEXTS as TEXTS } from './notification-texts';

/*
 * What the service worker (sw.ts) does with a push and with a click on its notification
 * (docs/decisions/030-notification-actions.md), written against the few browser calls it needs so
 * Vitest can run it without a service worker.
 */

export const DONE_ACTION = 'done';
const ICON = '/icon-192.png';

/** A habit reminder's "Done": what it sends, and the entry it leaves when it cannot. */
export interface DoneData {
  token: string;
  /** Made when the notification is shown: every "Done" on it is the same check-in. */
  key: string;
  habitId: string;
  habitName: string;
  date: string;
}

/** A notification's `data`: where a click lands, and its "Done" when it has one. */
export interface NotificationData {
  url: string;
  done?: DoneData;
}

/** DOM's NotificationOptions lacks the service worker's actions. */
export type ShowOptions = NotificationOptions & {
  data: NotificationData;
  actions?: Array<{ action: string; title: string }>;
};

export interface Shown {
  title: string;
  options: ShowOptions;
}

/** The dashboard, at one habit when given: it scrolls to that habit's card and focuses it. */
export function landingUrl(habitId?: string): string {
  return habitId ? `/dashboard?habit=${encodeURIComponent(habitId)}` : '/dashboard';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function isHabitReminder(v: unknown): v is Extract<PushPayload, { type: 'habit-reminder' }> {
  return (
    isObject(v) &&
    v.type === 'habit-reminder' &&
    [v.habitId, v.habitName, v.date, v.title, v.body].every(text) &&
    (v.doneToken === undefined || text(v.doneToken))
  );
}

function isDailyReminder(v: unknown): v is Extract<PushPayload, { type: 'daily-reminder' }> {
  return isObject(v) && v.type === 'daily-reminder' && text(v.title) && text(v.date);
}

function isTestPush(v: unknown): v is Extract<PushPayload, { type: 'test' }> {
  return isObject(v) && v.type === 'test' && text(v.title) && typeof v.body === 'string';
}

/**
 * The notification for a push's JSON (undefined when it is not JSON). Chromium shows a notice of
 * its own for a push that shows none, so anything unknown still gets a plain one.
 */
export function notificationFor(payload: unknown, newKey: () => string): Shown {
  if (isHabitReminder(payload)) {
    const { habitId, habitName, date, doneToken } = payload;
    return {
      title: payload.title,
      options: {
        body: payload.body,
        icon: ICON,
        tag: `habit-${habitId}-${date}`,
        // Without a token (a measure, which needs an amount) the notification only opens the app.
        data: {
          url: landingUrl(habitId),
          ...(doneToken
            ? { done: { token: doneToken, key: newKey(), habitId, habitName, date } }
            : {}),
        },
        ...(doneToken ? { actions: [{ action: DONE_ACTION, title: TEXTS.doneAction }] } : {}),
      },
    };
  }
  if (isTestPush(payload)) {
    // Settings' "Send a test notification" (POST /api/push/test): its own words, no action.
    return {
      title: payload.title,
      options: { body: payload.body, icon: ICON, tag: 'test', data: { url: landingUrl() } },
    };
  }
  if (isDailyReminder(payload)) {
    const body = typeof payload.body === 'string' ? payload.body : '';
    return {
      title: payload.title,
      options: { body, icon: ICON, tag: `daily-${payload.date}`, data: { url: landingUrl() } },
    };
  }
  return {
    title: TEXTS.genericTitle,
    options: { body: TEXTS.genericBody, icon: ICON, data: { url: landingUrl() } },
  };
}

/** The data sw.ts stored on a notification, or the dashboard for anything else. */
export function dataOf(notification: { data: unknown }): NotificationData {
  const data = notification.data;
  if (isObject(data) && typeof data.url === 'string' && data.url.startsWith('/')) {
    return data as unknown as NotificationData;
  }
  return { url: landingUrl() };
}

export interface DoneDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Adds to the app's offline outbox (features/habits/offline/offline-db.ts). */
  enqueue: (entry: OutboxEntry) => Promise<void>;
  show: (title: string, options: ShowOptions) => Promise<void>;
}

export type DoneOutcome = 'checked-in' | 'queued' | 'refused';

/** Worth sending again later: the server was not reached, or asked for another try. */
const later = (status: number) => status >= 500 || status === 408 || status === 429;

async function messageOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  return isObject(body) && text(body.message) ? body.message : TEXTS.refusedFallback;
}

/**
 * The "Done" action: one unit for the reminder's day under the notification's key. When the
 * server cannot be reached the check-in joins the app's outbox under the same key, so the app
 * sends it when it next runs online and it still counts once. A refusal is shown, with its reason.
 */
export async function checkInFromNotification(
  done: DoneData,
  deps: DoneDeps,
): Promise<DoneOutcome> {
  const { habitId, habitName, date, key } = done;
  const data: NotificationData = { url: landingUrl(habitId) };
  const tag = `habit-${habitId}-${date}`;
  let response: Response | undefined;
  try {
    response = await deps.fetch('/api/push/done', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ token: done.token }),
      credentials: 'omit',
    });
  } catch {
    response = undefined;
  }
  if (response?.ok) {
    await deps.show(TEXTS.checkedInTitle(habitName), { body: TEXTS.checkedInBody, tag, data });
    return 'checked-in';
  }
  if (!response || later(response.status)) {
    await deps.enqueue({ key, kind: 'complete', habitId, habitName, count: 1, date });
    await deps.show(TEXTS.queuedTitle(habitName), { body: TEXTS.queuedBody, tag, data });
    return 'queued';
  }
  const reason = await messageOf(response);
  await deps.show(TEXTS.refusedTitle(habitName), { body: reason, tag, data });
  return 'refused';
}

/** The few calls of a WindowClient and of `clients` that a click needs. */
export interface WindowLike {
  url: string;
  focus: () => Promise<unknown>;
  navigate: (url: string) => Promise<unknown>;
}

export interface ClientsLike {
  matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<WindowLike[]>;
  openWindow: (url: string) => Promise<unknown>;
}

/**
 * A click on the notification itself: an open Streakwise window goes to `url` and comes to the
 * front; with none, a new one opens there.
 */
export async function openFromNotification(url: string, clients: ClientsLike): Promise<void> {
  const [open] = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (open) {
    // NOTE: each may be refused on its own (focus needs the click's activation); try both.
    const moved = await open.navigate(url).then(
      () => true,
      () => false,
    );
    await open.focus().catch(() => undefined);
    if (moved) return;
  }
  await clients.openWindow(url);
}
