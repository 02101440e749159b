import type { Habit, PushSubscriptionView } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { reminderSteps, usePushTestApp } from '../../test/habit-reminders.js';
import * as kit from '../../test/habits.js';
import * as mail from '../../test/reminders.js';

/*
 * A habit's own reminder (apps/server/src/modules/reminders/habit-reminders.test.ts) by e-mail
 * when no device is subscribed, not on Pro, past a push service that refuses; and the daily reminder
 * by push.
 */
const { t, push } = usePushTestApp();
const { premiumWithReminder, reminderMails, subscribe } = reminderSteps(t);
describe("a habit's own reminder", () => {
  it('falls back to one e-mail when no device is subscribed, with its own unsubscribe', async () => {
    const { m } = await premiumWithReminder('2026-11-16T09:00:00Z', 'Europe/London', {
      time: '18:00',
    });
    await mail.clockTo(t, '2026-11-16T18:00:00Z');
    // NOTE: the mail goes after the clock route answers; moving the clock an hour while it is in
    // flight would pass its lease (modules/mail/outbox.ts), so it is waited for first.
    expect(await reminderMails(m)).toHaveLength(1);
    await mail.clockTo(t, '2026-11-16T19:00:00Z');
    const [reminder, ...more] = await reminderMails(m);
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe('1 habit still to do today');
    expect(reminder?.text).toContain('- Run: not yet done');

    // Its one-click unsubscribe stops the habits' reminders, not the daily one.
    const unsubscribe = reminder?.links[1] ?? '';
    expect(unsubscribe).toMatch(/^http:\/\/app\.test\/api\/mail\/unsubscribe\?token=/);
    const done = await t.app.inject({
      method: 'POST',
      url: unsubscribe.replace('http://app.test', ''),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('habit reminder e-mails');
    const habits = await kit.getJson<Habit[]>(t, await mail.signedIn(t, m), '/api/habits', 200);
    expect(habits.map((h) => h.reminder)).toEqual([null]);
    await mail.clockTo(t, '2026-11-17T18:00:00Z');
    expect(await reminderMails(m)).toHaveLength(1);
  });

  it('does not go on Pro', async () => {
    const { m } = await premiumWithReminder('2026-11-16T09:00:00Z', 'Europe/London', {
      time: '18:00',
    });
    // Back on Pro, the reminder stays but does not go.
    await kit.setPlan(t, m.id, 'pro');
    await mail.clockTo(t, '2026-11-17T18:00:00Z');
    expect(await reminderMails(m)).toEqual([]);
  });

  it('forgets a device the push service says is gone (404, 410) and retries a 429 or 5xx', async () => {
    const { m } = await premiumWithReminder('2026-11-16T09:00:00Z', 'Europe/Paris', {
      time: '08:00',
    });
    const gone = push.browser();
    const lost = push.browser();
    const busy = push.browser();
    const broken = push.browser();
    for (const browser of [gone, lost, busy, broken]) await subscribe(m, browser);
    push.answer(gone, 410);
    push.answer(lost, 404);
    push.answer(busy, 429);
    push.answer(broken, 503, 500);

    await mail.clockTo(t, '2026-11-17T07:00:00Z');
    const devices = await kit.getJson<PushSubscriptionView[]>(
      t,
      await mail.signedIn(t, m),
      '/api/push/subscriptions',
      200,
    );
    expect(devices.map((d) => d.endpoint).sort()).toEqual([busy.endpoint, broken.endpoint].sort());
    expect(push.to(busy)).toEqual([]);

    // Retried with backoff: 30 s after the first failure, a minute after the second.
    await mail.clockTo(t, '2026-11-17T07:00:31Z');
    expect(push.to(busy)).toHaveLength(1);
    expect(push.to(broken)).toEqual([]);
    await mail.clockTo(t, '2026-11-17T07:01:32Z');
    expect(push.to(broken)).toHaveLength(1);
    await mail.clockTo(t, '2026-11-17T09:00:00Z');
    expect(push.to(busy)).toHaveLength(1);
    expect(push.to(broken)).toHaveLength(1);
    expect(await reminderMails(m)).toEqual([]);
  });
});

describe('the daily reminder with a device', () => {
  it('goes by push instead of e-mail, listing the open habits', async () => {
    const m = await kit.newMember(t, '2026-11-16T09:00:00Z', { plan: 'pro' });
    const walk = await kit.addHabit(
      t,
      m.token,
      { name: 'Walk', category: 'Health', dailyTarget: 1 },
      201,
    );
    const read = await kit.addHabit(
      t,
      m.token,
      { name: 'Read', category: 'Learning', dailyTarget: 2 },
      201,
    );
    await mail.remindAt(t, m, '20:00');
    const browser = push.browser();
    await subscribe(m, browser);
    await mail.clockTo(t, '2026-11-16T20:00:00Z');
    await mail.clockTo(t, '2026-11-16T21:00:00Z');
    expect(push.to(browser).map((r) => r.payload)).toEqual([
      {
        type: 'daily-reminder',
        date: '2026-11-16',
        title: '2 habits still to do today',
        body: 'Walk, Read',
        habits: [
          { habitId: walk._id, habitName: 'Walk' },
          { habitId: read._id, habitName: 'Read' },
        ],
      },
    ]);
    expect(await reminderMails(m)).toEqual([]);
    const habits = await kit.getJson<Habit[]>(t, await mail.signedIn(t, m), '/api/habits', 200);
    expect(habits.map((h) => h.reminder)).toEqual([null, null]);
  });
});
