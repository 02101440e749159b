import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import * as kit from '../../test/habits.js';
import {
  createTestApp,
  db,
  newPerson,
  signup,
  tokenFromLink,
  type TestApp,
} from '../../test/helper.js';
import { smtpCapture } from '../../test/smtp-capture.js';
import type { Mailer, MailMessage } from './mailer.js';
import { claimDueMail } from './outbox.repository.js';
import { deliverDueMail, MAX_ATTEMPTS, queueMail, retryDelayMs } from './outbox.js';
import { deriveSealKey, unseal } from './seal.js';

const outboxRows = (t: TestApp) => db(t).select().from(mailOutbox);
const ctxOf = (t: TestApp, overrides: Partial<ServiceContext> = {}): ServiceContext => ({
  ...t.deps,
  log: t.app.log,
  ...overrides,
});

/** A mailer that records what it was given, optionally failing every send. */
function recordingMailer(fail = false): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      // A mail server takes a moment: long enough for two senders to overlap.
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (fail) throw new Error('the mail server is down');
      sent.push(message);
    },
    close: () => Promise.resolve(),
  };
}

/** A free local port with nothing listening on it (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('mail while the mail server is down', () => {
  let t: TestApp;
  let port: number;
  const smtp = smtpCapture();

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close();
  });

  it('signs up and answers forgot-password as usual; the mail goes once the server is back', async () => {
    t.clock.set(new Date('2026-11-24T09:00:00Z'));
    const person = newPerson();
    const created = await signup(t, person);
    expect(created.statusCode, created.body).toBe(201);
    // The whole account is there, not half of it.
    const [user] = await db(t).select().from(users).where(eq(users.email, person.email));
    expect(user).toBeDefined();

    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: person.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: `nobody-${Date.now()}@example.com` },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    await t.deps.mailDelivery.idle();
    const attemptsEnded = t.clock.now().getTime();
    const waiting = await outboxRows(t);
    expect(waiting.map((row) => row.subject).sort()).toEqual([
      'Reset your Streakwise password',
      'Verify your email address for Streakwise',
    ]);
    for (const row of waiting) {
      expect(row.attempts).toBe(1);
      expect(row.lastError).toEqual(expect.any(String));
      // 30 s after the attempt, which the test clock (running on from 09:00 with real time)
      // places between 09:00 and the moment the deliveries were idle.
      const next = row.nextAttemptAt.getTime();
      expect(next).toBeGreaterThanOrEqual(Date.parse('2026-11-24T09:00:30Z'));
      expect(next).toBeLessThanOrEqual(attemptsEnded + 30_000);
    }
    expect(t.logs.join('')).not.toContain(person.email);

    // The mail server comes back; the next tick after the backoff delivers both.
    await smtp.listen(port);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { now: '2026-11-24T09:01:00Z' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await outboxRows(t)).toEqual([]);
    const mine = smtp.received.filter((m) => m.to.includes(person.email));
    expect(mine).toHaveLength(2);

    const verifyMail = mine.find((m) => /Subject: Verify/.test(m.raw));
    const link = /http:\/\/app\.test\/verify-email\/[A-Za-z0-9_-]{43}/.exec(
      verifyMail?.raw.replace(/=\r?\n/g, '') ?? '',
    );
    expect(link).not.toBeNull();
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email/${tokenFromLink(link?.[0] ?? '')}`,
    });
    expect(verified.statusCode).toBe(200);
  });
});

describe('the reply never waits for the mail server', () => {
  let t: TestApp;
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never says a word: a mail server that hangs.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t?.close();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('answers sign-up while the mail is still being handed over', async () => {
    const created = await signup(t, newPerson());
    expect(created.statusCode).toBe(201);
    // The reply is out; the mail is then taken, and its send is still waiting on the server.
    const deadline = Date.now() + 5_000;
    while (sockets.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sockets.length).toBeGreaterThan(0);
    const [row] = await outboxRows(t);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeNull();
  });
});

describe('the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const message = (n: number): MailMessage => ({
    to: `reader${n}@example.com`,
    subject: `Message ${n}`,
    text: `Your link: http://app.test/reset-password?token=secret-${n}`,
    html: `<p>secret-${n}</p>`,
    links: [`http://app.test/reset-password?token=secret-${n}`],
  });

  async function queueFor(userId: string, count: number, from = 0): Promise<void> {
    for (let n = from; n < from + count; n += 1) {
      await queueMail(t.deps, db(t), userId, message(n));
    }
  }

  it('keeps a waiting mail sealed: no address, link or token readable in the table', async () => {
    const m = await kit.newMember(t, '2026-11-24T10:00:00Z');
    await queueFor(m.id, 1, 100);
    const [row] = await outboxRows(t);
    expect(row?.subject).toBe('Message 100');
    expect(row?.sealed).not.toMatch(/reader100|secret-100|app\.test/);
    const opened: unknown = JSON.parse(
      unseal(deriveSealKey(t.deps.config.jwtSecret), row?.sealed ?? ''),
    );
    expect(opened).toEqual(message(100));

    // Altered at rest: refused, never sent, kept as failed and logged without its content.
    await db(t)
      .update(mailOutbox)
      .set({ sealed: `${row?.sealed.slice(0, -2)}AA` })
      .where(eq(mailOutbox.id, row?.id ?? ''));
    const mailer = recordingMailer();
    const summary = await deliverDueMail(ctxOf(t, { mailer }));
    expect(summary).toEqual({ sent: 0, failed: 1 });
    expect(mailer.sent).toEqual([]);
    const [failed] = await outboxRows(t);
    expect(failed?.failedAt).not.toBeNull();
    expect(t.logs.some((line) => line.includes('"mail.unreadable"'))).toBe(true);
    await db(t).delete(mailOutbox);
  });

  it('sends each mail once when two senders run at the same time', async () => {
    const m = await kit.newMember(t, '2026-11-24T10:00:00Z');
    await queueFor(m.id, 24);
    // On PostgreSQL the second sender has a connection pool of its own, like another instance.
    const database = t.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: t.databaseUrl })
      : t.deps.database;
    try {
      const first = recordingMailer();
      const second = recordingMailer();
      await Promise.all([
        deliverDueMail(ctxOf(t, { mailer: first })),
        deliverDueMail(ctxOf(t, { mailer: second, database })),
        deliverDueMail(ctxOf(t, { mailer: first })),
      ]);
      const subjects = [...first.sent, ...second.sent].map((mail) => mail.subject).sort();
      expect(subjects).toEqual(
        Array.from({ length: 24 }, (_, n) => `Message ${n}`).sort((a, b) => a.localeCompare(b)),
      );
      expect(await outboxRows(t)).toEqual([]);
    } finally {
      if (database !== t.deps.database) await database.close();
    }
  });

  it('leaves a mail whose sender died mid-send to the next sender once its lease ends', async () => {
    const m = await kit.newMember(t, '2026-11-24T11:00:00Z');
    t.clock.set(new Date('2026-11-24T11:00:00Z'));
    await queueFor(m.id, 1, 200);
    // A sender takes it and is killed before it finishes (nothing else happens to the row).
    const taken = await claimDueMail(
      db(t),
      t.clock.now(),
      new Date(Date.parse('2026-11-24T11:05:00Z')),
    );
    expect(taken?.subject).toBe('Message 200');

    const mailer = recordingMailer();
    t.clock.set(new Date('2026-11-24T11:04:59Z'));
    await deliverDueMail(ctxOf(t, { mailer }));
    expect(mailer.sent).toEqual([]);
    t.clock.set(new Date('2026-11-24T11:05:00Z'));
    await deliverDueMail(ctxOf(t, { mailer }));
    await deliverDueMail(ctxOf(t, { mailer }));
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Message 200']);
  });

  it('retries with a doubling wait up to an hour, then gives up and says so', async () => {
    const m = await kit.newMember(t, '2026-11-24T12:00:00Z');
    t.clock.set(new Date('2026-11-24T12:00:00Z'));
    await queueFor(m.id, 1, 300);
    const broken = recordingMailer(true);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS + 2; attempt += 1) {
      const before = t.clock.now().getTime();
      await deliverDueMail(ctxOf(t, { mailer: broken }));
      const [row] = await outboxRows(t);
      if (row?.failedAt) break;
      waits.push((row?.nextAttemptAt.getTime() ?? 0) - before);
      t.clock.set(row?.nextAttemptAt ?? new Date());
    }
    // In whole seconds: the test clock runs on with real time between the steps.
    const seconds = waits.map((ms) => Math.round(ms / 1000));
    expect(seconds.slice(0, 8)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
    expect(waits).toHaveLength(MAX_ATTEMPTS - 1);
    expect(seconds).toEqual(waits.map((_, i) => retryDelayMs(i + 1) / 1000));
    const [row] = await outboxRows(t);
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
    expect(row?.failedAt).not.toBeNull();
    const gaveUp = t.logs.filter((line) => line.includes('"giveUp":true'));
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp.join('')).not.toContain('reader300');

    // A failed mail is not tried again.
    t.clock.set(new Date('2026-11-30T12:00:00Z'));
    await deliverDueMail(ctxOf(t, { mailer: broken }));
    const [still] = await selectRows<{ attempts: number }>(
      db(t),
      sql`select attempts from mail_outbox where user_id = ${m.id}`,
    );
    expect(still?.attempts).toBe(MAX_ATTEMPTS);
  });
});
