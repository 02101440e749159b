import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp, type TestApp } from '../../test/helper.js';
import * as mail from '../../test/reminders.js';

/*
 * Scheduled mail has no request to take an address from: its links lead to APP_URL, or with
 * APP_URL unset to the address the person last used (plugins/public-url.ts `linkBase`).
 */

/** A Pro member, on 2 Nov 2026, with a habit, the daily reminder at 20:00 and the weekly report. */
async function subscriber(t: TestApp): Promise<kit.Member> {
  const m = await kit.newMember(t, '2026-11-02T09:00:00Z', { plan: 'pro' });
  await kit.addHabit(t, m.token, { name: 'Walk', category: 'Health', dailyTarget: 1 }, 201);
  await mail.remindAt(t, m, '20:00');
  await mail.reportOn(t, m);
  return m;
}

/** POST /api/auth/login from a browser that sends `host`; the token. */
async function signInAt(t: TestApp, m: kit.Member, host: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host },
    payload: { email: m.person.email, password: m.person.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

/** The links of the reminder of Monday 2 Nov (20:00) and the report of Monday 9 Nov (08:00). */
async function scheduledLinks(t: TestApp, m: kit.Member): Promise<string[]> {
  await mail.clockTo(t, '2026-11-02T20:00:00Z');
  await mail.clockTo(t, '2026-11-09T08:00:00Z');
  const [reminder] = await mail.mailsTo(t, m, mail.REMINDER_SUBJECT);
  const [report] = await mail.mailsTo(t, m, mail.REPORT_SUBJECT);
  expect(reminder, 'a reminder').toBeDefined();
  expect(report, 'a report').toBeDefined();
  return [...(reminder?.links ?? []), ...(report?.links ?? [])];
}

describe('scheduled mail links with APP_URL unset', () => {
  // PORT is unset too: the server's own port is 3000, and APP_URL defaults to localhost:3000.
  const t = useTestApp({ APP_URL: undefined });

  it('lead to the address the person signed in at', async () => {
    const m = await subscriber(t);
    await signInAt(t, m, '127.0.0.1:3000');
    const links = await scheduledLinks(t, m);
    expect(links).toHaveLength(4);
    for (const link of links)
      expect(link).toMatch(
        /^http:\/\/127\.0\.0\.1:3000\/(dashboard|api\/mail\/unsubscribe\?token=)/,
      );
  });

  it('follow the address of the last signed-in request', async () => {
    const m = await subscriber(t);
    const token = await signInAt(t, m, '127.0.0.1:3000');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(token), host: 'studio.local:3000' },
    });
    expect(me.statusCode).toBe(200);
    for (const link of await scheduledLinks(t, m))
      expect(link).toMatch(/^http:\/\/studio\.local:3000\//);
  });

  it('fall back to the configured address after a request from a host it does not believe', async () => {
    const m = await subscriber(t);
    const token = await signInAt(t, m, '127.0.0.1:3000');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(token), host: 'evil.example:3000' },
    });
    expect(me.statusCode).toBe(200);
    for (const link of await scheduledLinks(t, m))
      expect(link).toMatch(/^http:\/\/localhost:3000\//);
  });
});

describe('scheduled mail links with APP_URL set', () => {
  const t = useTestApp({ APP_URL: 'https://streakwise.example' });

  it('always lead to APP_URL, wherever the person signed in', async () => {
    const m = await subscriber(t);
    await signInAt(t, m, '127.0.0.1:3000');
    for (const link of await scheduledLinks(t, m))
      expect(link).toMatch(/^https:\/\/streakwise\.example\//);
  });
});
