import type { OutboxMail } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { mailSends, users } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';
import * as mail from '../../test/reminders.js';
import { deliverDueMail } from '../mail/outbox.js';
import { runReminderTick } from './reminders.service.js';

const t = useTestApp();
const { REMINDER_SUBJECT } = mail;

/** A Pro member (London unless told) with one habit, created at `iso`. */
async function memberWithHabit(iso: string, options: { timezone?: string; plan?: kit.Plan } = {}) {
  const m = await kit.newMember(t, iso, { plan: 'pro', ...options });
  const habit = await kit.addHabit(
    t,
    m.token,
    { name: 'Walk', category: 'Health', dailyTarget: 1 },
    201,
  );
  return { m, habit };
}

const reminders = (m: kit.Member) => mail.mailsTo(t, m, REMINDER_SUBJECT);
const sentLog = (m: kit.Member) => db(t).select().from(mailSends).where(eq(mailSends.userId, m.id));

describe('the daily reminder', () => {
  it('goes out once at the chosen local time with what is still open, then again the next day', async () => {
    const m = await kit.newMember(t, '2026-11-16T09:00:00Z', { plan: 'pro' });
    const read = await kit.addHabit(
      t,
      m.token,
      { name: 'Read & note', category: 'Learning', dailyTarget: 2 },
      201,
    );
    await kit.addHabit(t, m.token, { name: 'Walk', category: 'Health', dailyTarget: 1 }, 201);
    kit.okResult(await kit.completeHabit(t, m.token, read._id));
    await mail.remindAt(t, m, '20:00');

    await mail.clockTo(t, '2026-11-16T19:59:00Z');
    expect(await reminders(m)).toEqual([]);

    await mail.clockTo(t, '2026-11-16T20:00:00Z');
    const [reminder, ...more] = await reminders(m);
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe('2 habits still to do today');
    expect(reminder?.text).toContain('- Read & note: 1 of 2\n- Walk: not yet done');
    expect(reminder?.html).toContain('<strong>Read &amp; note</strong>: 1 of 2');
    const [dashboard, unsubscribe] = reminder?.links ?? [];
    expect(dashboard).toBe('http://app.test/dashboard');
    expect(unsubscribe).toMatch(/^http:\/\/app\.test\/api\/mail\/unsubscribe\?token=[\w.-]+$/);
    expect(reminder?.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(reminder?.text).toContain(`Stop daily reminders: ${unsubscribe}`);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(m.person.email)}`,
    });
    expect(outbox.json<OutboxMail[]>()[0]?.headers).toEqual(reminder?.headers);

    // The tick running again, twice at once, or the clock moving on the same day: nothing more.
    await Promise.all([runReminderTick(mail.tickContext(t)), runReminderTick(mail.tickContext(t))]);
    await mail.clockTo(t, '2026-11-16T23:59:00Z');
    expect(await reminders(m)).toHaveLength(1);
    // The test clock keeps flowing from the instant it was set to, so the tick that sent the
    // reminder stamps it a few milliseconds after 20:00, never before and well within the minute.
    const log = await sentLog(m);
    expect(log.map(({ sentAt: _, ...rest }) => rest)).toEqual([
      { userId: m.id, kind: 'reminder', periodKey: '2026-11-16' },
    ]);
    const sentMs = (log[0]?.sentAt.getTime() ?? NaN) - Date.parse('2026-11-16T20:00:00Z');
    expect(sentMs).toBeGreaterThanOrEqual(0);
    expect(sentMs).toBeLessThan(60_000);

    // The next day starts from nothing done; a tick that runs late still sends it.
    await mail.clockTo(t, '2026-11-17T20:07:00Z');
    const next = await reminders(m);
    expect(next).toHaveLength(2);
    expect(next[0]?.text).toContain('- Read & note: 0 of 2\n- Walk: not yet done');
  });

  it('goes out only on the chosen weekdays', async () => {
    const { m } = await memberWithHabit('2026-11-23T09:00:00Z');
    await mail.remindAt(t, m, '21:00', [1, 3]); // Monday and Wednesday
    await mail.clockTo(t, '2026-11-24T21:30:00Z'); // Tuesday
    expect(await reminders(m)).toEqual([]);
    await mail.clockTo(t, '2026-11-25T21:30:00Z'); // Wednesday
    expect(await reminders(m)).toHaveLength(1);
  });

  it('is not sent when every active habit is done, and is once one is open again', async () => {
    const { m, habit } = await memberWithHabit('2026-11-30T09:00:00Z');
    const archived = await kit.addHabit(
      t,
      m.token,
      { name: 'Old habit', category: 'Other', dailyTarget: 1 },
      201,
    );
    expect((await kit.archiveHabit(t, m.token, archived._id)).statusCode).toBe(200);
    kit.okResult(await kit.completeHabit(t, m.token, habit._id));
    await mail.remindAt(t, m, '18:00');

    await mail.clockTo(t, '2026-11-30T18:30:00Z');
    expect(await reminders(m)).toEqual([]);
    expect(await sentLog(m)).toEqual([]);

    // Undone at 18:40: the next tick finds the habit open and reminds.
    t.clock.set(new Date('2026-11-30T18:40:00Z'));
    expect((await kit.undoCheckIn(t, await mail.signedIn(t, m), habit._id)).statusCode).toBe(200);
    await mail.clockTo(t, '2026-11-30T18:41:00Z');
    const [reminder] = await reminders(m);
    expect(reminder?.subject).toBe('1 habit still to do today');
    expect(reminder?.text).toContain('- Walk: not yet done');
    expect(reminder?.text).not.toContain('Old habit');
  });

  it('is not sent on Free, on an expired plan, or with reminders off', async () => {
    const free = await memberWithHabit('2026-12-07T09:00:00Z');
    await mail.remindAt(t, free.m, '10:00');
    await kit.setPlan(t, free.m.id, 'free');

    const expired = await memberWithHabit('2026-12-07T09:00:00Z', { plan: 'premium' });
    await mail.remindAt(t, expired.m, '10:00');
    await db(t)
      .update(users)
      .set({ expiredAt: new Date('2026-12-07T09:30:00Z') })
      .where(eq(users.id, expired.m.id));

    const off = await memberWithHabit('2026-12-07T09:00:00Z', { plan: 'premium' });
    const saved = await mail.patchMe(t, off.m, {
      reminder: { enabled: false, time: '10:00', days: [0, 1, 2, 3, 4, 5, 6] },
    });
    expect(saved.statusCode).toBe(200);

    const paid = await memberWithHabit('2026-12-07T09:00:00Z', { plan: 'premium' });
    await mail.remindAt(t, paid.m, '10:00');

    await mail.clockTo(t, '2026-12-07T11:00:00Z');
    expect(await reminders(free.m)).toEqual([]);
    expect(await reminders(expired.m)).toEqual([]);
    expect(await reminders(off.m)).toEqual([]);
    expect(await reminders(paid.m)).toHaveLength(1);
  });

  it('follows the user’s own zone and weekday (Auckland, a day ahead of UTC)', async () => {
    // 23:00 on Monday 14 December in Auckland (UTC+13 in summer).
    const { m } = await memberWithHabit('2026-12-14T10:00:00Z', { timezone: 'Pacific/Auckland' });
    await mail.remindAt(t, m, '08:00', [2]); // Tuesdays, Auckland time
    // 07:59 on Tuesday in Auckland is 18:59 on Monday in UTC (and in London).
    await mail.clockTo(t, '2026-12-14T18:59:00Z');
    expect(await reminders(m)).toEqual([]);
    await mail.clockTo(t, '2026-12-14T19:00:00Z');
    expect(await reminders(m)).toHaveLength(1);
    expect((await sentLog(m)).map((row) => row.periodKey)).toEqual(['2026-12-15']);
  });

  it('is queued once while the mail server fails, and goes out when it is back', async () => {
    const { m } = await memberWithHabit('2026-12-21T09:00:00Z');
    await mail.remindAt(t, m, '12:00');
    t.clock.set(new Date('2026-12-21T12:05:00Z'));
    const broken = mail.brokenMailer();
    const down = mail.tickContext(t, { mailer: broken });

    await runReminderTick(down);
    await t.deps.mailDelivery.idle();
    await runReminderTick(down);
    await deliverDueMail(down);
    // Queued once (the sent-log holds), tried once; the retry waits for its backoff.
    expect(broken.attempts.filter((a) => a.to === m.person.email)).toHaveLength(1);
    expect(await sentLog(m)).toHaveLength(1);
    expect(await reminders(m)).toEqual([]);
    // The log says which user, never where the mail was going.
    const failures = t.logs.filter((line) => line.includes('"mail.failed"'));
    expect(failures.some((line) => line.includes(m.id))).toBe(true);
    expect(failures.join('\n')).not.toContain(m.person.email);

    t.clock.set(new Date('2026-12-21T12:06:00Z'));
    await deliverDueMail(mail.tickContext(t));
    await runReminderTick(mail.tickContext(t));
    await deliverDueMail(mail.tickContext(t));
    expect(await reminders(m)).toHaveLength(1);
    expect(await sentLog(m)).toHaveLength(1);
  });

  it('goes once per user when two app instances on one database run the tick together', async () => {
    const members = [];
    for (let i = 0; i < 4; i += 1) {
      const { m } = await memberWithHabit('2026-12-28T06:00:00Z');
      await mail.remindAt(t, m, '07:00');
      members.push(m);
    }
    // A second instance: its own app and, on PostgreSQL, its own connection pool.
    const database = t.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: t.databaseUrl })
      : t.deps.database;
    const second = await buildApp({ ...t.deps, database }, { logger: false });
    try {
      const now = '2026-12-28T07:10:00.000Z';
      const moved = await Promise.all(
        [t.app, second, t.app, second].map((app) =>
          app.inject({ method: 'POST', url: '/api/test/clock', payload: { now } }),
        ),
      );
      expect(moved.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      await Promise.all([
        runReminderTick(mail.tickContext(t)),
        runReminderTick(mail.tickContext(t, { database })),
      ]);
      for (const m of members) {
        expect(await reminders(m)).toHaveLength(1);
        expect(await sentLog(m)).toHaveLength(1);
      }
    } finally {
      await second.close();
      if (database !== t.deps.database) await database.close();
    }
  });
});
