import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushOutbox, pushSubscriptions } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { createTestApp, db, type TestApp } from '../../test/helper.js';
import { startPushService, type PushService } from '../../test/push-service.js';
import * as mail from '../../test/reminders.js';
import { deliverDuePushes, queuePush } from './push-delivery.js';

/*
 * The address guard at send time (endpoint-guard.ts): an endpoint that was public when it was
 * subscribed and is not now (a name that resolves elsewhere: DNS rebinding) is never called.
 * The rows are written directly, as a subscription accepted earlier under a public address.
 */

let t: TestApp;
let push: PushService;
beforeAll(async () => {
  t = await createTestApp();
  push = await startPushService();
});
afterAll(async () => Promise.all([t.close(), push.close()]));

/** Queues a daily reminder for the member's devices, as the reminder pass does. */
const queueReminder = (m: kit.Member) =>
  queuePush(t.deps, db(t), m.id, {
    type: 'daily-reminder',
    date: '2026-11-16',
    title: 'T',
    body: 'B',
    habits: [],
  });

it('refuses at send time an endpoint now on a private address or a name resolving to one', async () => {
  const m = await kit.newMember(t, '2026-11-16T09:00:00Z', { plan: 'premium' });
  const port = new URL(push.url).port;
  const keys = push.browser().subscription.keys;
  for (const endpoint of [
    `https://localhost:${port}/push/x`,
    `https://127.0.0.1:${port}/push/x`,
    `https://[::1]:${port}/push/x`,
    `http://push.example.com:${port}/push/x`,
  ]) {
    await db(t)
      .insert(pushSubscriptions)
      .values({ userId: m.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, device: 'Test' });
  }
  await queueReminder(m);
  const summary = await deliverDuePushes(mail.tickContext(t));
  expect(summary).toEqual({ sent: 0, gone: 0, failed: 4 });
  expect(push.attempts).toBe(0);
  const rows = await db(t).select().from(pushOutbox).where(eq(pushOutbox.userId, m.id));
  expect(rows.map((r) => [r.lastError, r.failedAt !== null])).toEqual(
    Array.from({ length: 4 }, () => ['PrivateAddress', true]),
  );
});

it('gives up at once on a device whose key is not a P-256 point, and the pass goes on', async () => {
  const m = await kit.newMember(t, '2026-11-16T09:00:00Z', { plan: 'premium' });
  await db(t)
    .insert(pushSubscriptions)
    .values({
      userId: m.id,
      endpoint: 'https://push.example.com/off-curve',
      p256dh: `B${'A'.repeat(86)}`,
      auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      device: 'Test',
    });
  await queueReminder(m);
  expect(await deliverDuePushes(mail.tickContext(t))).toEqual({ sent: 0, gone: 0, failed: 1 });
  const [row] = await db(t).select().from(pushOutbox).where(eq(pushOutbox.userId, m.id));
  expect([row?.lastError, row?.failedAt !== null]).toEqual(['InvalidKeys', true]);
});
