import { describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '../features/habits/offline/offline-db';
import {
  checkInFromNotification,
  dataOf,
  notificationFor,
  openFromNotification,
  type DoneData,
  type DoneDeps,
  type WindowLike,
} from './notifications';

const HABIT = '6f1c3a52-1d7e-4b7a-9f00-0a1b2c3d4e5f';
const reminder = {
  type: 'habit-reminder',
  habitId: HABIT,
  habitName: 'Run',
  date: '2026-11-17',
  title: 'Run',
  body: 'Time for Run: not done yet today.',
  doneToken: 'signed-token',
};

describe('notificationFor', () => {
  it('gives a habit reminder a "Done" action, a tag for its day and a key of its own', () => {
    const shown = notificationFor(reminder, () => 'key-1');
    expect(shown.title).toBe('Run');
    expect(shown.options).toMatchObject({
      body: 'Time for Run: not done yet today.',
      tag: `habit-${HABIT}-2026-11-17`,
      actions: [{ action: 'done', title: 'Done' }],
      data: {
        url: `/dashboard?habit=${HABIT}`,
        done: { token: 'signed-token', key: 'key-1', habitId: HABIT, habitName: 'Run' },
      },
    });
  });

  it("gives a measure's reminder, which comes without a token, no Done action", () => {
    const { doneToken: _none, ...measure } = reminder;
    const shown = notificationFor(
      { ...measure, body: 'Time for Run: 2.5 of 5 km so far today.' },
      () => 'k',
    );
    expect(shown.title).toBe('Run');
    expect(shown.options.body).toBe('Time for Run: 2.5 of 5 km so far today.');
    expect(shown.options.actions).toBeUndefined();
    expect(shown.options.data).toEqual({ url: `/dashboard?habit=${HABIT}` });
  });

  it('shows the daily reminder without actions, landing on the dashboard', () => {
    const daily = { type: 'daily-reminder', date: '2026-11-17', title: '2 habits', body: 'A, B' };
    const shown = notificationFor({ ...daily, habits: [] }, () => 'k');
    expect(shown.title).toBe('2 habits');
    expect(shown.options.actions).toBeUndefined();
    expect(shown.options.data).toEqual({ url: '/dashboard' });
  });

  it("shows a test notification in the server's words, without actions", () => {
    const test = { type: 'test', title: 'Streakwise test', body: 'Notifications work here.' };
    const shown = notificationFor(test, () => 'k');
    expect(shown.title).toBe('Streakwise test');
    expect(shown.options.body).toBe('Notifications work here.');
    expect(shown.options.actions).toBeUndefined();
  });

  it('still shows something for a push it does not know, or one that is not JSON', () => {
    for (const payload of [undefined, 'text', { type: 'other' }, { ...reminder, doneToken: 1 }]) {
      const shown = notificationFor(payload, () => 'k');
      expect(shown.title).toBe('Streakwise');
      expect(shown.options.actions).toBeUndefined();
    }
  });

  it('reads back only data it wrote', () => {
    expect(dataOf({ data: { url: 'https://evil.example/' } })).toEqual({ url: '/dashboard' });
    expect(dataOf({ data: null })).toEqual({ url: '/dashboard' });
  });
});

const done: DoneData = {
  token: 'signed-token',
  key: 'key-1',
  habitId: HABIT,
  habitName: 'Run',
  date: '2026-11-17',
};

function deps(fetch: DoneDeps['fetch']) {
  const queued: OutboxEntry[] = [];
  const shown: Array<{ title: string; body?: string }> = [];
  const d: DoneDeps = {
    fetch: vi.fn(fetch),
    enqueue: async (entry) => void queued.push(entry),
    show: async (title, options) => void shown.push({ title, body: options.body }),
  };
  return { d, queued, shown };
}

const reply = (status: number, body: object = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the "Done" action', () => {
  it("posts the token under the notification's key and says it is done", async () => {
    const { d, queued, shown } = deps(() => reply(200));
    expect(await checkInFromNotification(done, d)).toBe('checked-in');
    expect(d.fetch).toHaveBeenCalledWith('/api/push/done', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' },
      body: JSON.stringify({ token: 'signed-token' }),
      credentials: 'omit',
    });
    expect(queued).toEqual([]);
    expect(shown.map((s) => s.title)).toEqual(['Done — Run checked in']);
  });

  it('joins the outbox under the same key when offline, or when the server asks for later', async () => {
    for (const fetch of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => reply(503),
    ]) {
      const { d, queued, shown } = deps(fetch);
      expect(await checkInFromNotification(done, d)).toBe('queued');
      expect(queued).toEqual([
        {
          key: 'key-1',
          kind: 'complete',
          habitId: HABIT,
          habitName: 'Run',
          count: 1,
          date: '2026-11-17',
        },
      ]);
      expect(shown.map((s) => s.title)).toEqual(['Run: saved offline']);
    }
  });

  it("shows the server's reason for a refusal and queues nothing", async () => {
    const { d, queued, shown } = deps(() =>
      reply(409, { message: 'That day is closed for check-ins', code: 'DAY_CLOSED' }),
    );
    expect(await checkInFromNotification(done, d)).toBe('refused');
    expect(queued).toEqual([]);
    expect(shown).toEqual([
      { title: 'Run was not checked in', body: 'That day is closed for check-ins' },
    ]);
  });
});

describe('a click on the notification', () => {
  const window = (navigate: () => Promise<unknown>): WindowLike => ({
    url: 'http://localhost/settings',
    focus: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(navigate),
  });

  it('takes an open window to the habit and brings it forward', async () => {
    const open = window(() => Promise.resolve());
    const openWindow = vi.fn(() => Promise.resolve());
    await openFromNotification('/dashboard?habit=1', {
      matchAll: () => Promise.resolve([open]),
      openWindow,
    });
    expect(open.navigate).toHaveBeenCalledWith('/dashboard?habit=1');
    expect(open.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open, or the open one cannot be moved', async () => {
    for (const windows of [[], [window(() => Promise.reject(new TypeError('uncontrolled')))]]) {
      const openWindow = vi.fn(() => Promise.resolve());
      await openFromNotification('/dashboard?habit=1', {
        matchAll: () => Promise.resolve(windows),
        openWindow,
      });
      expect(openWindow).toHaveBeenCalledWith('/dashboard?habit=1');
    }
  });
});
