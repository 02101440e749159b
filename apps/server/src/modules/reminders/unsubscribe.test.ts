import type { User } from '@streakwise/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailSends } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';
import * as mail from '../../test/reminders.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

const t = useTestApp();

const me = async (m: kit.Member) =>
  (await kit.getJson<{ user: User }>(t, await mail.signedIn(t, m), '/api/auth/me', 200)).user;

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A Pro member with a habit, reminders at 20:00 and the weekly report on, and today's reminder. */
async function subscribedMember(day: string) {
  const m = await kit.newMember(t, `${day}T09:00:00Z`, { plan: 'pro' });
  await kit.addHabit(t, m.token, { name: 'Walk', category: 'Health', dailyTarget: 1 }, 201);
  await mail.remindAt(t, m, '20:00');
  await mail.reportOn(t, m);
  await mail.clockTo(t, `${day}T20:00:00Z`);
  const [reminder] = await mail.mailsTo(t, m, mail.REMINDER_SUBJECT);
  const link = reminder?.links[1];
  if (!link) throw new Error('no reminder');
  return { m, path: link.replace('http://app.test', '') };
}

describe('one-click unsubscribe', () => {
  it('shows a page on GET that changes nothing, and unsubscribes on POST without signing in', async () => {
    const { m, path } = await subscribedMember('2026-11-16');

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Stop daily reminder e-mails?');
    expect(page.body).toMatch(
      /<form method="post" action="\/api\/mail\/unsubscribe\?token=[\w.-]+">/,
    );
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    // It follows the reader's dark setting, as the app does.
    expect(page.body).toContain('<meta name="color-scheme" content="light dark">');
    expect(page.body).toContain('@media (prefers-color-scheme:dark)');
    expect((await me(m)).reminder.enabled).toBe(true);

    // What a mail client sends (RFC 8058), and what the page's button sends.
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: form,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get daily reminder e-mails');
    const user = await me(m);
    expect(user.reminder).toEqual({ enabled: false, time: '20:00', days: [0, 1, 2, 3, 4, 5, 6] });
    expect(user.weeklyReport).toBe(true);

    // Again (a client retrying, a body-less POST) is still fine, and no reminder comes any more.
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    const signature = path.split('.').at(-1) ?? '';
    expect(signature).toHaveLength(43);
    expect(t.logs.join('\n')).not.toContain(signature);
    await mail.clockTo(t, '2026-11-17T20:30:00Z');
    expect(await mail.mailsTo(t, m, mail.REMINDER_SUBJECT)).toHaveLength(1);
  });

  it('turns off only the weekly report with a weekly-report link', async () => {
    const m = await kit.newMember(t, '2026-11-18T09:00:00Z', { plan: 'premium' });
    await mail.remindAt(t, m, '20:00');
    await mail.reportOn(t, m);
    const token = signUnsubscribeToken(t.deps.config.jwtSecret, m.id, 'weekly-report');
    // RFC 8058 allows the one-click POST as multipart/form-data too.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload:
        '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('weekly progress reports');
    const user = await me(m);
    expect(user.weeklyReport).toBe(false);
    expect(user.reminder.enabled).toBe(true);
  });

  it('refuses a tampered link with 400 and changes nothing', async () => {
    const { m, path } = await subscribedMember('2026-11-19');
    const token = new URL(`http://x${path}`).searchParams.get('token') ?? '';
    const [userId, , sig = ''] = token.split('.');
    const other = await kit.newMember(t, '2026-11-19T21:00:00Z', { plan: 'pro' });
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      `${userId}.reminder.${flipped}`,
      `${userId}.weekly-report.${sig}`,
      `${other.id}.reminder.${sig}`,
      `${userId}.reminder.`,
      `${userId}.reminder`,
      'nonsense',
    ];
    for (const bad of tampered) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
          ...(method === 'POST' ? { headers: form, payload: 'List-Unsubscribe=One-Click' } : {}),
        });
        expect(res.statusCode, `${method} ${bad}`).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(/not valid/);
      }
    }
    const user = await me(m);
    expect(user.reminder.enabled).toBe(true);
    expect(user.weeklyReport).toBe(true);
  });
});

describe('reminder settings on the account', () => {
  it('are refused on Free with PLAN_REQUIRED, whatever the value; name and zone stay open', async () => {
    const m = await kit.newMember(t, '2026-11-20T09:00:00Z');
    for (const body of [
      { reminder: { enabled: true, time: '08:00', days: [1] } },
      { reminder: { enabled: false, time: '20:00', days: [] } },
      { weeklyReport: false },
      { name: 'Ada', weeklyReport: true },
    ]) {
      const res = await mail.patchMe(t, m, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'E-mail reminders and weekly reports come with the Pro and Premium plans',
        code: 'PLAN_REQUIRED',
      });
    }
    const renamed = await mail.patchMe(t, m, { name: 'Ada King', timezone: 'Europe/Paris' });
    expect(renamed.statusCode).toBe(200);
    const user = await me(m);
    expect(user).toMatchObject({
      name: 'Ada King',
      timezone: 'Europe/Paris',
      reminder: { enabled: false, time: '20:00', days: [0, 1, 2, 3, 4, 5, 6] },
      weeklyReport: false,
    });
  });

  it('are saved and echoed on Pro, and checked', async () => {
    const m = await kit.newMember(t, '2026-11-20T09:00:00Z', { plan: 'pro' });
    const res = await mail.patchMe(t, m, {
      reminder: { enabled: true, time: '07:45', days: [5, 1, 3] },
      weeklyReport: true,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      reminder: { enabled: true, time: '07:45', days: [1, 3, 5] },
      weeklyReport: true,
    };
    expect(res.json<{ user: User }>().user).toMatchObject(expected);
    expect(await me(m)).toMatchObject(expected);

    const bad = await mail.patchMe(t, m, { reminder: { enabled: true, time: '25:00', days: [1] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please enter the reminder time as HH:MM' });
  });

  it('are in the data export with the sent-log, and the sent-log goes with the account', async () => {
    const { m } = await subscribedMember('2026-11-24');
    const data = await kit.getJson<{
      user: User;
      scheduledMailsSent: { kind: string; period: string; sentAt: string }[];
    }>(t, await mail.signedIn(t, m), '/api/auth/my-data', 200);
    expect(data.user.reminder).toEqual({
      enabled: true,
      time: '20:00',
      days: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(data.user.weeklyReport).toBe(true);
    // Stamped when the 20:00 tick sent it: the test clock flows on from 20:00, so a few
    // milliseconds later, never before and well within the minute.
    expect(data.scheduledMailsSent.map(({ kind, period }) => ({ kind, period }))).toEqual([
      { kind: 'reminder', period: '2026-11-24' },
    ]);
    const sentMs =
      Date.parse(data.scheduledMailsSent[0]?.sentAt ?? '') - Date.parse('2026-11-24T20:00:00Z');
    expect(sentMs).toBeGreaterThanOrEqual(0);
    expect(sentMs).toBeLessThan(60_000);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(await mail.signedIn(t, m)),
      payload: { password: m.person.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await db(t).select().from(mailSends).where(eq(mailSends.userId, m.id))).toEqual([]);
  });
});
