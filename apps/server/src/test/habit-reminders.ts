import type { PushSubscriptionView } from '@streakwise/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import * as kit from './habits.js';
import { bearer, createTestApp, type TestApp } from './helper.js';
import { startPushService, type Browser, type PushService } from './push-service.js';
import * as mail from './reminders.js';

/* What the habit reminder tests share (apps/server/src/modules/reminders/habit-reminders*.test.ts). */

/**
 * The file's app, which may send to a push service on this machine, and a local push service;
 * both are there from beforeAll on, and closed after the file.
 */
export function usePushTestApp(): { t: TestApp; push: PushService } {
  const t = {} as TestApp;
  const push = {} as PushService;
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' }));
    // Descriptors, not values: the service's attempts count is a getter.
    Object.defineProperties(push, Object.getOwnPropertyDescriptors(await startPushService()));
  });
  afterAll(async () => Promise.all([t.close(), push.close()]));
  return { t, push };
}

/** Members with reminded habits, their devices and their mails, in the file's app `t`. */
export function reminderSteps(t: TestApp) {
  async function subscribe(m: kit.Member, browser: Browser): Promise<PushSubscriptionView> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: bearer(await mail.signedIn(t, m)),
      payload: browser.subscription,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PushSubscriptionView>();
  }

  /** A Premium member in `timezone`, signed up at `iso`, with a habit reminded at `time`. */
  async function premiumWithReminder(
    iso: string,
    timezone: string,
    reminder: { time: string; days?: number[] },
    name = 'Run',
  ) {
    const m = await kit.newMember(t, iso, { plan: 'premium', timezone });
    const habit = await kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget: 1 }, 201);
    const res = await kit.editHabit(t, m.token, habit._id, { reminder });
    expect(res.statusCode, res.body).toBe(200);
    return { m, habit };
  }

  const reminderMails = (m: kit.Member) => mail.mailsTo(t, m, mail.REMINDER_SUBJECT);

  return { subscribe, premiumWithReminder, reminderMails };
}
