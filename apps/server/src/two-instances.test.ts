import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES, PUSH_MESSAGES } from '@streakwise/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from './test/database.js';
import { freshLoopbackAddress, http, signUpVerified, type Account } from './test/http-client.js';
import {
  killAllServers,
  startServer,
  testPort,
  type ServerProcess,
} from './test/server-process.js';

/*
 * Two real server processes behind one (imagined) load balancer: one PostgreSQL database and one
 * Redis. API nodes hold no state of their own (docs/architecture.md §1), so a person may land on
 * either with each request and must not notice.
 *
 * NOTE: Redis is shared with every other run on the machine and is never emptied. Limits are
 * keyed by account and by remote address, so each run uses a fresh e-mail address and speaks
 * from a fresh address in 127.0.0.0/8 (test/http-client.ts): no key can meet another run's.
 */
const enabled = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_REDIS_URL);

/** Failed sign-ins allowed per account per 15 minutes (the login route, modules/auth/auth.routes.ts). */
const FAILED_LOGINS_PER_ACCOUNT = 10;
const LOGIN_WINDOW_S = 15 * 60;

let a: ServerProcess;
let b: ServerProcess;
let dropDatabase: (() => Promise<void>) | undefined;
const from = freshLoopbackAddress();
// Shared by both, as a shared volume would be: the dev outbox is a folder of files.
const dataDir = mkdtempSync(path.join(tmpdir(), 'streakwise-two-'));

beforeAll(async () => {
  if (!enabled) return;
  const { url, drop } = await createTestDatabase();
  dropDatabase = drop;
  if (!url) throw new Error('no PostgreSQL URL');
  const env = {
    DATABASE_URL: url,
    REDIS_URL: process.env.TEST_REDIS_URL,
    RATE_LIMITS: 'on',
    DATA_DIR: dataDir,
    JWT_SECRET: 'two-instances-test-secret-at-least-32-bytes',
    // Scheduled mail across instances is covered elsewhere; pg-boss would only slow the start.
    JOBS: 'off',
    // A device on a local address for the test notification below; it never has to arrive.
    PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
  };
  a = startServer(testPort(30), env);
  b = startServer(testPort(31), env);
  await Promise.all([a.ready, b.ready]);
}, 60_000);

afterAll(async () => {
  killAllServers();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

it.runIf(enabled)(
  'a token issued by one instance works on the other, and signing out on one ends it on both',
  async () => {
    const account: Account = await signUpVerified(a.url, { localAddress: from });

    const onB = await http<{ user: { email: string } }>(b.url, 'GET', '/api/auth/me', {
      token: account.token,
      localAddress: from,
    });
    expect(onB.status).toBe(200);
    expect(onB.body.user.email).toBe(account.email);

    const logout = await http(a.url, 'POST', '/api/auth/logout', {
      token: account.token,
      localAddress: from,
    });
    expect(logout.status).toBe(204);

    const afterOnB = await http<{ message: string }>(b.url, 'GET', '/api/auth/me', {
      token: account.token,
      localAddress: from,
    });
    expect(afterOnB.status).toBe(401);
    expect(
      (await http(a.url, 'GET', '/api/auth/me', { token: account.token, localAddress: from }))
        .status,
    ).toBe(401);
  },
  30_000,
);

it.runIf(enabled)(
  'failed sign-ins spread over both instances meet one limit, and the 429 says when to retry',
  async () => {
    const account = await signUpVerified(b.url, { localAddress: from });
    const wrong = { email: account.email, password: 'not the password 1' };

    // Alternating instances: each sees only half, so only a shared count can reach the limit.
    for (let attempt = 1; attempt <= FAILED_LOGINS_PER_ACCOUNT; attempt += 1) {
      const server = attempt % 2 ? a : b;
      const reply = await http<{ message: string }>(server.url, 'POST', '/api/auth/login', {
        body: wrong,
        localAddress: from,
      });
      expect(reply.status, `attempt ${attempt}`).toBe(401);
    }

    for (const server of [a, b]) {
      const limited = await http<{ message: string }>(server.url, 'POST', '/api/auth/login', {
        // The right password too: the account is closed to sign-ins until the window ends.
        body: { email: account.email, password: account.password },
        localAddress: from,
      });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(MESSAGES.tooManyRequests);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_S);
    }
  },
  60_000,
);

it.runIf(enabled)(
  'one test notification per person every 30 seconds, whichever instance is asked',
  async () => {
    const account = await signUpVerified(a.url, { localAddress: from });
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = await http(a.url, 'POST', '/api/push/subscriptions', {
      token: account.token,
      localAddress: from,
      body: {
        endpoint: `http://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    });
    expect(device.status).toBe(201);

    const sent = await http(a.url, 'POST', '/api/push/test', {
      token: account.token,
      localAddress: from,
    });
    expect(sent.status).toBe(202);
    const again = await http<{ message: string }>(b.url, 'POST', '/api/push/test', {
      token: account.token,
      localAddress: from,
    });
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(PUSH_MESSAGES.testTooSoon);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
  },
  60_000,
);
