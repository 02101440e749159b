import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selectRows, type Database } from './db/client.js';
import { habits, users } from './db/schema.js';
import { createTestDatabase } from './test/database.js';
import {
  killAllServers,
  startServer,
  testPort,
  type ServerProcess,
} from './test/server-process.js';

/*
 * Scheduled mail with real server processes on one PostgreSQL: two instances share the work and
 * each reminder goes once; one instance killed (kill -9) in the middle of handing a mail to the
 * mail server, then restarted, makes nothing go twice and nothing go missing. The mail server
 * here takes a while to accept each message, so the kill lands while one is in transfer.
 */
const enabled = process.env.TEST_DB === 'postgres';
const PEOPLE = 12;
/** The kill happens while the mail server holds this message (1-based), not yet accepted. */
const KILL_AT_MESSAGE = 3;
const ACCEPT_DELAY_MS = 150;
const SECRET = 'test-secret-that-is-at-least-thirty-two-bytes-long';

/** Accepted messages, by recipient; a transfer cut off by the kill is not accepted. */
const accepted = new Map<string, number>();
let arrived = 0;
let onArrival: (n: number) => void = () => undefined;
const closedSessions = new Set<string>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onClose(session) {
    closedSessions.add(session.id);
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      arrived += 1;
      onArrival(arrived);
      setTimeout(() => {
        if (closedSessions.has(session.id)) return;
        for (const rcpt of session.envelope.rcptTo) {
          accepted.set(rcpt.address, (accepted.get(rcpt.address) ?? 0) + 1);
        }
        callback();
      }, ACCEPT_DELAY_MS);
    });
  },
});

// The killed instance's connection is reset mid-transfer: expected here, not a failure.
smtp.on('error', () => undefined);

let database: Database;
let drop: () => Promise<void> = () => Promise.resolve();
let env: Record<string, string>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'streakwise-mail-instances-'));
const emails: string[] = [];

beforeAll(async () => {
  if (!enabled) return;
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const created = await createTestDatabase();
  database = created.database;
  drop = created.drop;
  env = {
    NODE_ENV: 'test',
    TEST_CLOCK: '1',
    JOBS: 'on',
    JWT_SECRET: SECRET,
    DATABASE_URL: created.url ?? '',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    APP_URL: 'http://app.test',
    DATA_DIR: dataDir,
  };
  // Pro members in London with one open habit and a reminder at 07:00 every day.
  for (let i = 0; i < PEOPLE; i += 1) {
    const email = `reminded-${i}-${Date.now()}@example.com`;
    emails.push(email);
    const [user] = await database.db
      .insert(users)
      .values({
        name: `Reader ${i}`,
        email,
        passwordHash: 'not-used',
        emailVerifiedAt: new Date('2026-11-01T00:00:00Z'),
        plan: 'pro',
        reminderEnabled: true,
        reminderTime: '07:00',
      })
      .returning({ id: users.id });
    await database.db.insert(habits).values({
      userId: user?.id ?? '',
      name: 'Walk',
      category: 'Health',
      dailyTarget: 1,
      icon: 'walk',
      color: '#10b981',
      createdOn: '2026-11-20',
    });
  }
}, 60_000);

afterAll(async () => {
  killAllServers();
  await new Promise<void>((resolve) => smtp.close(resolve));
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Moves a server's test clock; the reply comes once the ticks that became due have run. */
async function clockTo(server: ServerProcess, now: string): Promise<Response> {
  return fetch(`${server.url}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
}

async function started(server: ServerProcess): Promise<ServerProcess> {
  await server.ready;
  return server;
}

it.runIf(enabled)(
  'sends each reminder once across two instances, one killed mid-send and restarted',
  async () => {
    const a = await started(startServer(testPort(40), env));
    const b = await started(startServer(testPort(41), env));

    // A does the 07:00 tick and starts handing mails over; it is killed during the third.
    const killed = new Promise<void>((resolve) => {
      onArrival = (n) => {
        if (n === KILL_AT_MESSAGE) void a.crash().then(resolve);
      };
    });
    const cutOff = clockTo(a, '2026-11-24T07:00:30Z').catch(() => 'cut off');
    await killed;
    expect(await cutOff).toBe('cut off');
    const inTransfer = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from mail_outbox where attempts > 0`,
    );
    expect(inTransfer[0]?.n).toBeGreaterThan(0);

    // B goes on: the reminders are queued already; what A had not taken, B sends.
    expect((await clockTo(b, '2026-11-24T07:01:00Z')).status).toBe(200);
    // A comes back; past the dead sender's lease, the mail it held goes too, once.
    const restarted = await started(startServer(testPort(40), env));
    expect((await clockTo(restarted, '2026-11-24T07:10:00Z')).status).toBe(200);
    expect((await clockTo(b, '2026-11-24T07:10:00Z')).status).toBe(200);
    const waiting = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from mail_outbox`,
    );
    expect(waiting[0]?.n).toBe(0);

    expect(emails.map((email) => accepted.get(email) ?? 0)).toEqual(emails.map(() => 1));
    const sent = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from mail_sends where kind = 'reminder'`,
    );
    expect(sent[0]?.n).toBe(PEOPLE);
    await Promise.all([restarted.stop(), b.stop()]);
  },
  120_000,
);
