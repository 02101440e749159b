import type { Habit } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { reminderSteps, usePushTestApp } from '../../test/habit-reminders.js';
import * as kit from '../../test/habits.js';
import { bearer } from '../../test/helper.js';
import * as mail from '../../test/reminders.js';
import { TEST_VAPID } from '../../test/vapid.js';

/*
 * A habit's own reminder (Premium) by web push, through a local push service that decrypts each
 * message (RFC 8291) and verifies its VAPID signature (RFC 8292): test/push-service.ts.
 */
const { t, push } = usePushTestApp();
const { premiumWithReminder, reminderMails, subscribe } = reminderSteps(t);

describe("a habit's own reminder", () => {
  it('goes once to each device at the local time, encrypted and signed, then again the next day', async () => {
    const { m, habit } = await premiumWithReminder('2026-11-16T09:00:00Z', 'America/New_York', {
      time: '07:30',
    });
    const laptop = push.browser();
    const phone = push.browser();
    await subscribe(m, laptop);
    await subscribe(m, phone);

    await mail.clockTo(t, '2026-11-17T12:29:00Z');
    expect(push.to(laptop)).toEqual([]);
    await mail.clockTo(t, '2026-11-17T12:30:00Z');
    for (const browser of [laptop, phone]) {
      const [message, ...more] = push.to(browser);
      expect(more).toEqual([]);
      expect(message?.payload).toEqual({
        type: 'habit-reminder',
        habitId: habit._id,
        habitName: 'Run',
        date: '2026-11-17',
        title: 'Run',
        body: 'Time for Run: not done yet today.',
        doneToken: expect.stringMatching(
          `^${m.id}\\.${habit._id}\\.2026-11-17\\.[\\w-]{43}$`,
        ) as string,
      });
      expect(message?.contentEncoding).toBe('aes128gcm');
      expect(message?.ttl).toBeGreaterThan(0);
      expect(message?.vapidKey).toBe(TEST_VAPID.VAPID_PUBLIC_KEY);
      expect(message?.claims).toMatchObject({ aud: push.url, sub: TEST_VAPID.VAPID_SUBJECT });
    }
    expect(push.failures).toEqual([]);

    // The notification's "Done" action checks the habit in with the token, once per key.
    const reminded = push.to(phone)[0]?.payload;
    const doneToken = reminded?.type === 'habit-reminder' ? reminded.doneToken : '';
    for (const attempt of [1, 2]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/done',
        headers: { 'idempotency-key': 'from-the-phone' },
        payload: { token: doneToken },
      });
      expect(res.statusCode, `attempt ${attempt}: ${res.body}`).toBe(200);
    }
    const [listed] = await kit.getJson<Habit[]>(t, await mail.signedIn(t, m), '/api/habits', 200);
    expect(listed?.today).toMatchObject({ date: '2026-11-17', completed: 1, isComplete: true });

    // Ticks again the same day, twice at once, or later: nothing more. No e-mail with a device.
    await mail.clockTo(t, '2026-11-17T23:00:00Z');
    await mail.clockTo(t, '2026-11-18T04:59:00Z');
    expect(push.to(laptop)).toHaveLength(1);
    expect(await reminderMails(m)).toEqual([]);

    await mail.clockTo(t, '2026-11-18T12:31:00Z');
    expect(push.to(laptop).map((r) => ('date' in r.payload ? r.payload.date : null))).toEqual([
      '2026-11-17',
      '2026-11-18',
    ]);
    expect(push.to(phone)).toHaveLength(2);
  });

  it("words a measure's reminder in its unit with no Done action, and never reminds a habit to quit", async () => {
    const m = await kit.newMember(t, '2026-11-16T09:00:00Z', {
      plan: 'premium',
      timezone: 'Europe/London',
    });
    const body = { category: 'Health' };
    const run = await kit.addHabit(
      t,
      m.token,
      { ...body, name: 'Run', kind: 'measure', unit: 'km', target: 5 },
      201,
    );
    const coffee = await kit.addHabit(
      t,
      m.token,
      { ...body, name: 'Coffee', kind: 'quit', limit: 2 },
      201,
    );
    for (const habit of [run, coffee]) {
      const res = await kit.editHabit(t, m.token, habit._id, { reminder: { time: '07:30' } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const phone = push.browser();
    await subscribe(m, phone);
    await mail.clockTo(t, '2026-11-17T07:00:00Z');
    const entry = await t.app.inject({
      method: 'PATCH',
      url: `/api/habits/${run._id}/complete`,
      headers: bearer(await mail.signedIn(t, m)),
      payload: { amount: 2.5 },
    });
    expect(entry.statusCode, entry.body).toBe(200);

    await mail.clockTo(t, '2026-11-17T07:30:00Z');
    expect(push.to(phone).map((message) => message.payload)).toEqual([
      {
        type: 'habit-reminder',
        habitId: run._id,
        habitName: 'Run',
        date: '2026-11-17',
        title: 'Run',
        body: 'Time for Run: 2.5 of 5 km so far today.',
      },
    ]);
  });

  it('keeps the local time across a change of clocks (London, end of March)', async () => {
    const { m } = await premiumWithReminder('2026-03-27T12:00:00Z', 'Europe/London', {
      time: '07:30',
    });
    const browser = push.browser();
    await subscribe(m, browser);
    await mail.clockTo(t, '2026-03-28T07:29:00Z');
    expect(push.to(browser)).toEqual([]);
    await mail.clockTo(t, '2026-03-28T07:30:00Z');
    expect(push.to(browser)).toHaveLength(1);
    // Summer time from 29 March: 07:30 in London is 06:30 UTC.
    await mail.clockTo(t, '2026-03-29T06:29:00Z');
    expect(push.to(browser)).toHaveLength(1);
    await mail.clockTo(t, '2026-03-29T06:30:00Z');
    expect(push.to(browser).map((r) => ('date' in r.payload ? r.payload.date : null))).toEqual([
      '2026-03-28',
      '2026-03-29',
    ]);
  });

  it('set at 20:47 for 07:30 goes tomorrow at 07:30, not now', async () => {
    const { m } = await premiumWithReminder('2026-11-16T20:47:00Z', 'Europe/London', {
      time: '07:30',
    });
    const browser = push.browser();
    await subscribe(m, browser);
    await mail.clockTo(t, '2026-11-16T20:48:00Z');
    await mail.clockTo(t, '2026-11-17T07:29:00Z');
    expect(push.to(browser)).toEqual([]);
    await mail.clockTo(t, '2026-11-17T07:30:00Z');
    expect(push.to(browser).map((r) => ('date' in r.payload ? r.payload.date : null))).toEqual([
      '2026-11-17',
    ]);
  });

  it('stays quiet on a day that is done, skipped, not listed or not due', async () => {
    // Monday 16 November 2026, Tokyo. Listed: Monday, Tuesday and Wednesday only.
    const { m, habit } = await premiumWithReminder('2026-11-15T14:00:00Z', 'Asia/Tokyo', {
      time: '09:00',
      days: [1, 2, 3],
    });
    const browser = push.browser();
    await subscribe(m, browser);
    await mail.clockTo(t, '2026-11-15T23:00:00Z'); // Monday 08:00 in Tokyo.
    kit.okResult(await kit.completeHabit(t, await mail.signedIn(t, m), habit._id));
    await mail.clockTo(t, '2026-11-16T00:00:00Z'); // Monday 09:00: done.
    const skip = await t.app.inject({
      method: 'POST',
      url: `/api/habits/${habit._id}/skip`,
      headers: bearer(await mail.signedIn(t, m)),
      payload: { reason: 'rest', date: '2026-11-17' },
    });
    expect(skip.statusCode, skip.body).toBe(200);
    await mail.clockTo(t, '2026-11-17T00:00:00Z'); // Tuesday: a rest day.
    expect(push.to(browser)).toEqual([]);
    await mail.clockTo(t, '2026-11-18T00:00:00Z'); // Wednesday: owed.
    expect(push.to(browser)).toHaveLength(1);
    await mail.clockTo(t, '2026-11-19T00:00:00Z'); // Thursday: not listed.
    expect(push.to(browser)).toHaveLength(1);

    // A habit due on Fridays only, reminded every day it is due.
    const friday = await kit.addHabit(
      t,
      await mail.signedIn(t, m),
      {
        name: 'Call home',
        category: 'Health',
        dailyTarget: 1,
        schedule: { kind: 'weekdays', days: [5] },
      },
      201,
    );
    await kit.editHabit(t, m.token, friday._id, { reminder: { time: '10:00' } });
    await mail.clockTo(t, '2026-11-19T01:00:00Z'); // Thursday 10:00 in Tokyo: not due.
    await mail.clockTo(t, '2026-11-20T01:00:00Z'); // Friday 10:00.
    expect(
      push.to(browser).map((r) => (r.payload.type === 'habit-reminder' ? r.payload.habitId : null)),
    ).toEqual([habit._id, friday._id]);
  });
});
