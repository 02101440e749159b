import { MESSAGES } from '@streakwise/shared';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client.js';
import { isDatabaseUnavailable } from './db/database-errors.js';
import { createTestDatabase } from './test/database.js';
import { http, signUpVerified, type Account, type HttpReply } from './test/http-client.js';
import {
  killAllServers,
  startServer,
  testPort,
  type ServerProcess,
} from './test/server-process.js';
import { useScratchFolder } from './test/scratch-folder.js';
import { relayDatabase, type TcpRelay } from './test/tcp-relay.js';

/*
 * A database outage while the real server process runs, through a relay the test breaks and
 * mends. What a signed-in person must see (docs/decisions/010-sessions.md): 503 and a sentence,
 * never 401 (the web app would sign them out) and never 500; and once the database is back, the
 * same token works, without a restart. PostgreSQL only: PGlite lives inside the process.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let relay: TcpRelay;
let server: ServerProcess;
let account: Account;
let dropDatabase: (() => Promise<void>) | undefined;
const dataDir = useScratchFolder('streakwise-outage-');

beforeAll(async () => {
  if (!onPostgres) return;
  const { url, drop } = await createTestDatabase();
  dropDatabase = drop;
  if (!url) throw new Error('no PostgreSQL URL');
  const relayed = await relayDatabase(url);
  relay = relayed.relay;
  server = startServer(testPort(20), {
    DATABASE_URL: relayed.viaRelay.toString(),
    DATA_DIR: dataDir,
    JWT_SECRET: 'outage-test-secret-that-is-at-least-32-bytes',
    // NOTE: the job engine stays on, as in production: it polls through the same pool, so an
    // outage meets it too.
  });
  await server.ready;
  account = await signUpVerified(server.url);
}, 60_000);

// A failed test must not leave the next one without a database.
afterEach(() => relay?.restore());

afterAll(async () => {
  killAllServers();
  await relay?.close();
  await dropDatabase?.();
});

const me = (timeoutMs = 30_000) =>
  http<{ message?: string }>(server.url, 'GET', '/api/auth/me', {
    token: account.token,
    timeoutMs,
  });

/**
 * Asks `ask` until it answers `status`, for at most `withinMs`; returns every reply seen, so a
 * test can check none of them was a 401 or a 500 on the way.
 */
async function until(
  ask: () => Promise<HttpReply<{ message?: string }>>,
  status: number,
  withinMs: number,
): Promise<HttpReply<{ message?: string }>[]> {
  const seen: HttpReply<{ message?: string }>[] = [];
  const deadline = Date.now() + withinMs;
  for (;;) {
    const reply = await ask();
    seen.push(reply);
    if (reply.status === status || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const statuses = (replies: HttpReply[]) => replies.map((r) => r.status);

it.runIf(onPostgres)(
  'a database that goes away: signed-in requests answer 503 with a sentence, then work again with the same token',
  async () => {
    expect((await me()).status).toBe(200);

    relay.cut();
    const during = await until(() => me(), 503, 10_000);
    expect(statuses(during).at(-1)).toBe(503);
    // NOTE: nothing on the way may be a 401: the web app would forget the token.
    expect(statuses(during).every((s) => s === 200 || s === 503)).toBe(true);
    expect(during.at(-1)?.body.message).toBe(MESSAGES.serviceUnavailable);

    const habits = await http<{ message?: string }>(server.url, 'GET', '/api/habits', {
      token: account.token,
    });
    expect(habits.status).toBe(503);
    expect(habits.body.message).toBe(MESSAGES.serviceUnavailable);

    // Signing in needs no token but the database all the same: an outage, not "wrong password"
    // and not an internal error.
    const login = await http<{ message?: string }>(server.url, 'POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.status).toBe(503);
    expect(login.body.message).toBe(MESSAGES.serviceUnavailable);

    // A reset asked for an address with an account and for one without: the same 503, never a
    // 200 for one of them (auth/password.service.ts).
    for (const email of [account.email, `nobody-${Date.now()}@example.com`]) {
      const forgot = await http<{ message?: string }>(
        server.url,
        'POST',
        '/api/auth/forgot-password',
        { body: { email } },
      );
      expect(forgot.status, email).toBe(503);
      expect(forgot.body.message).toBe(MESSAGES.serviceUnavailable);
    }

    const health = await http(server.url, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(3_000);

    relay.restore();
    const after = await until(() => me(), 200, 15_000);
    expect(statuses(after).at(-1)).toBe(200);
    expect(statuses(after).every((s) => s === 200 || s === 503)).toBe(true);
    expect((await http(server.url, 'GET', '/api/habits', { token: account.token })).status).toBe(
      200,
    );
    expect((await http(server.url, 'GET', '/api/health')).status).toBe(200);
    // The same process all along.
    expect(server.child.exitCode).toBeNull();
  },
  60_000,
);

it.runIf(onPostgres)(
  'a database that accepts connections and never answers: requests give up with a 503 instead of hanging',
  async () => {
    expect((await me()).status).toBe(200);

    relay.hang();
    const health = await http(server.url, 'GET', '/api/health', { timeoutMs: 10_000 });
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(3_000);

    // Bounded by the pool's connect and query timeouts (db/client.ts), not by the silent database.
    const stuck = await me(25_000);
    expect(stuck.status).toBe(503);
    expect(stuck.body.message).toBe(MESSAGES.serviceUnavailable);
    expect(stuck.ms).toBeLessThan(20_000);

    relay.restore();
    const after = await until(() => me(), 200, 20_000);
    expect(statuses(after).at(-1)).toBe(200);
    expect(statuses(after).every((s) => s === 200 || s === 503)).toBe(true);
    expect(server.child.exitCode).toBeNull();
  },
  90_000,
);

// Needs no PostgreSQL server: once, on the PGlite project.
it.runIf(!onPostgres)(
  'tells a database out of reach from an ordinary query error',
  async () => {
    const refused = await openDatabase({
      kind: 'postgres',
      url: 'postgres://nobody@127.0.0.1:1/none',
      connectTimeoutMs: 1_000,
    });
    const outage = await refused.db.execute(sql`select 1`).catch((err: unknown) => err);
    await refused.close();
    expect(isDatabaseUnavailable(outage)).toBe(true);

    // A mistake in a query is a bug to report (500), not an outage to wait out.
    const embedded = await openDatabase({ kind: 'pglite', dir: null });
    const mistake = await embedded.db
      .execute(sql`select * from no_such_table`)
      .catch((err: unknown) => err);
    await embedded.close();
    expect(mistake).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(mistake)).toBe(false);
  },
  20_000,
);
