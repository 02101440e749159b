import {
  SUPPORT_MESSAGES,
  SUPPORT_REQUESTS_PER_HOUR,
  type SupportRequestCreated,
  type SupportRequestList,
} from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { bearer, useTestApp } from '../../test/helper.js';

/*
 * POST and GET /api/support (docs/decisions/038-support-requests.md): the promise of a first
 * reply in UK working days, the two mails through the outbox, and the per-person limit, which is
 * on here as in production.
 */
const t = useTestApp({ RATE_LIMITS: 'on' });

const FRIDAY_5PM = '2026-12-04T17:00:00Z'; // 17:00 GMT in London
const SUPPORT_INBOX = () => t.deps.config.brand.supportEmail;

const ask = (token: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support',
    headers: token ? bearer(token) : {},
    payload,
  });
const list = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/support', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SupportRequestList>().requests;
};
/** Milliseconds from `iso` to the promised time (the test clock flows on from the set instant). */
const lateBy = (reply: SupportRequestCreated, iso: string) =>
  Date.parse(reply.firstResponseBy) - Date.parse(iso);

describe('POST /api/support', () => {
  it('promises Premium one working day: a Friday 17:00 request is due Monday 17:00', async () => {
    const m = await kit.newMember(t, FRIDAY_5PM, {
      plan: 'premium',
      timezone: 'America/New_York',
    });
    const subject = `Export question ${m.id}`;
    const res = await ask(m.token, { subject: `  ${subject} `, message: 'Line one\nLine two' });
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json<SupportRequestCreated>();
    expect(reply).toMatchObject({ _id: expect.any(String) as string, priority: true });
    expect(lateBy(reply, '2026-12-07T17:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(lateBy(reply, '2026-12-07T17:00:00Z')).toBeLessThan(60_000);

    const team = (await t.mails(SUPPORT_INBOX())).find((mail) => mail.subject.includes(subject));
    expect(team?.subject).toBe(`[Priority] Support request: ${subject}`);
    expect(team?.headers?.['Reply-To']).toBe(m.person.email.toLowerCase());
    expect(team?.text).toContain('Plan: Premium Plan (priority support).');
    expect(team?.text).toContain('> Line one\n> Line two');

    const [ack] = await t.mails(m.person.email);
    expect(ack?.subject).toBe(`We've received your message: ${subject}`);
    expect(ack?.text).toContain('within one working day');
    // The promised time in the person's own time zone: 17:00 in London is noon in New York.
    expect(ack?.text).toContain('by Monday 7 December 2026 at 12:00 GMT-5');
  });

  it('promises Free three working days, without priority', async () => {
    const m = await kit.newMember(t, FRIDAY_5PM);
    const subject = `Streak question ${m.id}`;
    const res = await ask(m.token, { subject, message: 'Why did my streak reset?' });
    expect(res.statusCode, res.body).toBe(201);
    const reply = res.json<SupportRequestCreated>();
    expect(reply.priority).toBe(false);
    expect(lateBy(reply, '2026-12-09T17:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(lateBy(reply, '2026-12-09T17:00:00Z')).toBeLessThan(60_000);

    const team = (await t.mails(SUPPORT_INBOX())).find((mail) => mail.subject.includes(subject));
    expect(team?.subject).toBe(`Support request: ${subject}`);
    expect(team?.headers?.['Reply-To']).toBe(m.person.email.toLowerCase());
    expect(team?.text).toContain('Plan: Free Plan.');
    const [ack] = await t.mails(m.person.email);
    expect(ack?.text).toContain(
      'within three working days, by Wednesday 9 December 2026 at 17:00 GMT',
    );
  });

  it('refuses a missing, blank or over-long field with field messages, and stores nothing', async () => {
    const m = await kit.newMember(t);
    const bad = [
      [{ message: 'Hi' }, { subject: SUPPORT_MESSAGES.subjectRequired }],
      [{ subject: '   ', message: 'Hi' }, { subject: SUPPORT_MESSAGES.subjectRequired }],
      [{ subject: 'x'.repeat(121), message: 'Hi' }, { subject: SUPPORT_MESSAGES.subjectTooLong }],
      [{ subject: 'Hi', message: '' }, { message: SUPPORT_MESSAGES.messageRequired }],
      [{ subject: 'Hi', message: 'x'.repeat(5001) }, { message: SUPPORT_MESSAGES.messageTooLong }],
      [{ subject: 'A\nB', message: 'Hi' }, { subject: SUPPORT_MESSAGES.subjectInvalid }],
    ] as const;
    for (const [payload, fields] of bad) {
      const res = await ask(m.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message: Object.values(fields)[0], fields });
    }
    expect(await list(m.token)).toEqual([]);
    expect(await t.mails(m.person.email)).toHaveLength(1); // the sign-up's verification only
  });

  it('accepts a subject of 120 and a message of 5,000 characters', async () => {
    const m = await kit.newMember(t);
    const res = await ask(m.token, { subject: 's'.repeat(120), message: 'm'.repeat(5000) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is 401 without a session, before the body is read', async () => {
    const res = await ask(null, {});
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/support' })).statusCode).toBe(401);
  });

  it(`is 429 with Retry-After after ${SUPPORT_REQUESTS_PER_HOUR} requests in an hour, storing nothing more`, async () => {
    const m = await kit.newMember(t);
    for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i += 1) {
      const res = await ask(m.token, { subject: `Question ${i}`, message: 'Hello' });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await ask(m.token, { subject: 'One more', message: 'Hello' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: SUPPORT_MESSAGES.tooMany, code: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await list(m.token)).toHaveLength(SUPPORT_REQUESTS_PER_HOUR);
    expect((await t.mails(m.person.email)).some((mail) => mail.subject.includes('One more'))).toBe(
      false,
    );
    // Another person is not held back by it.
    const other = await kit.newMember(t);
    expect((await ask(other.token, { subject: 'Mine', message: 'Hello' })).statusCode).toBe(201);
  });
});

describe('GET /api/support', () => {
  it("lists the person's own requests, newest first, and nobody else's", async () => {
    const m = await kit.newMember(t, '2026-12-01T09:00:00Z', { plan: 'pro' });
    const other = await kit.newMember(t);
    expect((await ask(m.token, { subject: 'First', message: 'One' })).statusCode).toBe(201);
    await kit.moveClock(t, m, '2026-12-01T10:00:00Z');
    const second = (
      await ask(m.token, { subject: 'Second', message: 'Two' })
    ).json<SupportRequestCreated>();
    expect((await ask(other.token, { subject: 'Theirs', message: 'Three' })).statusCode).toBe(201);

    const mine = await list(m.token);
    expect(mine.map((r) => r.subject)).toEqual(['Second', 'First']);
    expect(mine[0]).toEqual({
      _id: second._id,
      subject: 'Second',
      message: 'Two',
      priority: false,
      firstResponseBy: second.firstResponseBy,
      createdAt: expect.stringMatching(/^2026-12-01T10:00:/) as string,
    });
    // Pro is not priority: Tuesday 10:00 plus three working days is Friday 10:00.
    expect(mine[0]?.firstResponseBy).toMatch(/^2026-12-04T10:00:/);
    expect((await list(other.token)).map((r) => r.subject)).toEqual(['Theirs']);
  });
});
