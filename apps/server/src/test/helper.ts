import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AuthResponse, OutboxMail } from '@streakwise/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { AdjustableClock } from '../clock.js';
import { loadConfig } from '../config.js';
import type { AppDeps } from '../deps.js';
import { loggerOptions } from '../logging.js';
import { createPaymentProvider } from '../modules/billing/create-provider.js';
import { createMailer } from '../modules/mail/create-mailer.js';
import { createOutboxMailer } from '../modules/mail/outbox-mailer.js';
import { createMailDelivery } from '../modules/mail/outbox.js';
import { createTestDatabase } from './database.js';
import { TEST_VAPID } from './vapid.js';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: AdjustableClock;
  /** Every log line the server wrote, raw. */
  logs: string[];
  /** Every line the dev outbox printed to the console. */
  outboxLines: string[];
  dataDir: string;
  /** The PostgreSQL database's URL (project api-postgres), for a second app on the same data. */
  databaseUrl: string | undefined;
  mails(to?: string): Promise<OutboxMail[]>;
  /** The first link of the newest mail to an address whose subject matches. */
  lastLink(to: string, subject: RegExp): Promise<string>;
  close(): Promise<void>;
}

const TEST_SECRET = 'test-secret-that-is-at-least-thirty-two-bytes-long';

/**
 * A fresh app on a fresh database; `env` overrides the environment (e.g. RATE_LIMITS, SMTP_URL;
 * `APP_URL: undefined` for the development default).
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  webDistDir?: string,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'streakwise-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_SECRET,
    APP_URL: 'http://app.test',
    RATE_LIMITS: 'off',
    // pg-boss takes seconds to install per database; only the tests about it start it.
    JOBS: 'off',
    // Fresh accounts stay free unless a test is about the launch offer.
    LAUNCH_OFFER_LIMIT: '0',
    TEST_CLOCK: '1',
    LOG_LEVEL: 'info',
    ...TEST_VAPID,
    ...env,
  });
  const { database, drop, url: databaseUrl } = await createTestDatabase();
  const clock = new AdjustableClock();
  const outboxLines: string[] = [];
  const mailer = config.smtpUrl
    ? createMailer(config, clock)
    : (() => {
        const outbox = createOutboxMailer(path.join(dataDir, 'outbox'), clock, (line) =>
          outboxLines.push(line),
        );
        return { mailer: outbox, outbox };
      })();
  const deps: AppDeps = {
    config,
    database,
    clock,
    ...mailer,
    payments: await createPaymentProvider(config),
    mailDelivery: createMailDelivery(),
  };
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp(deps, {
    logger: { ...(loggerOptions(config) as object), stream },
    ...(webDistDir ? { webDistDir } : {}),
  });
  await app.ready();

  // Mail goes out after the reply (modules/mail/outbox.ts): wait for this process's pass.
  const mails = async (to?: string) => {
    await deps.mailDelivery.idle();
    return deps.outbox ? deps.outbox.list(to) : [];
  };
  return {
    app,
    deps,
    clock,
    logs,
    outboxLines,
    dataDir,
    databaseUrl,
    mails,
    async lastLink(to, subject) {
      const mail = (await mails(to)).find((m) => subject.test(m.subject));
      const link = mail?.links[0];
      if (!link) throw new Error(`no mail to ${to} matching ${subject}`);
      return link;
    },
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The file's TestApp: created (with `env`, and the built web app in `webDistDir` if given) before
 * its tests and closed after them. The object is filled in by the first beforeAll, so read it only
 * inside hooks and tests.
 */
export function useTestApp(
  env: Record<string, string | undefined> = {},
  webDistDir?: string,
): TestApp {
  const t = {} as TestApp;
  let created: TestApp | undefined;
  beforeAll(async () => {
    created = await createTestApp(env, webDistDir);
    Object.assign(t, created);
  });
  afterAll(async () => created?.close());
  return t;
}

/** The app's Drizzle database, for checks the API does not show. */
export const db = (t: TestApp) => t.deps.database.db;

export const VERIFY_SUBJECT = /verify your email/i;
export const RESET_SUBJECT = /reset your/i;

export function json<T>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

/** Path and token of an e-mailed link, e.g. '/verify-email/abc' -> 'abc'. */
export function tokenFromLink(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop() ?? '';
}

export interface Person {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
export function newPerson(overrides: Partial<Person> = {}): Person {
  counter += 1;
  return {
    name: 'Ada Lovelace',
    email: `ada${counter}-${Date.now()}@example.com`,
    password: 'correct horse 42',
    ...overrides,
  };
}

export async function signup(t: TestApp, person: Person, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { ...person },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/**
 * A documentation-range address of its own for each account made in passing, so per-IP limits
 * (kept in Redis for an hour, shared by every run on the machine) never meet an earlier run's.
 */
function freshAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.51.${a}.${b}`;
}

/** Signs up, follows the mailed link and signs in; returns the token. */
export async function signupVerified(
  t: TestApp,
  person: Person = newPerson(),
): Promise<AuthResponse & { person: Person }> {
  const remoteAddress = freshAddress();
  const created = await signup(t, person, remoteAddress);
  if (created.statusCode !== 201) throw new Error(`signup failed: ${created.body}`);
  const link = await t.lastLink(person.email, VERIFY_SUBJECT);
  const verified = await t.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email/${tokenFromLink(link)}`,
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: person.email, password: person.password },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...login.json<AuthResponse>(), person };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
