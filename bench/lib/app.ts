import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Day } from '@streakwise/shared';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import type { Clock } from '../../apps/server/src/clock.js';
import { loadConfig, type Config } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/client.js';
import type { AppDeps } from '../../apps/server/src/deps.js';
import { openSession } from '../../apps/server/src/modules/auth/sessions.service.js';
import { createPaymentProvider } from '../../apps/server/src/modules/billing/create-provider.js';
import { createMailDelivery } from '../../apps/server/src/modules/mail/outbox.js';
import { createOutboxMailer } from '../../apps/server/src/modules/mail/outbox-mailer.js';
import type { BenchDatabase } from './databases.js';
import { seedBenchUser } from './seed-user.js';
import type { BenchContext } from './types.js';

const BENCH_JWT_SECRET = 'bench-secret-that-is-at-least-thirty-two-bytes-long';

/**
 * The real app on a benchmark database, quiet (no logs, no rate limits, mail to a silent dev
 * outbox in `dataDir`), with the benchmark's own clock.
 */
export async function benchApp(
  database: Database,
  dataDir: string,
  clock: Clock,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; config: Config }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  });
  const outbox = createOutboxMailer(path.join(dataDir, 'outbox'), clock, () => undefined);
  const deps: AppDeps = {
    config,
    database,
    clock,
    mailer: outbox,
    outbox,
    payments: await createPaymentProvider(config),
    mailDelivery: createMailDelivery(),
  };
  return { app: await buildApp(deps), config };
}

/** Listens on a free local port; the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

const DAY_MS = 86_400_000;

/** A benchmark's app, listening, and what it signs in with. */
export interface RunningBenchApp {
  app: FastifyInstance;
  base: string;
  config: Config;
  /**
   * A premium user seeded with a history (seed-user.ts; a year without `historyDays`) and a
   * session opened at noon: the user's id and access token.
   */
  signedInUser: (seed: {
    habitCount: number;
    historyDays?: number;
    email: string;
  }) => Promise<{ userId: string; token: string }>;
}

/**
 * The real app on `target` with its clock at noon of `today`, a data folder of its own and `env`,
 * listening, for `use`; closed and the folder removed afterwards (the folder on Ctrl-C too).
 */
export async function withBenchApp<R>(
  ctx: BenchContext,
  target: BenchDatabase,
  setup: { today: Day; env?: Record<string, string> },
  use: (running: RunningBenchApp) => Promise<R>,
): Promise<R> {
  const { today, env = {} } = setup;
  const noon = Date.parse(`${today}T12:00:00Z`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'streakwise-bench-data-'));
  const unregister = ctx.onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const clock = { now: () => new Date(noon) };
  const { app, config } = await benchApp(target.database, dataDir, clock, env);
  const { db } = target.database;
  const signedInUser: RunningBenchApp['signedInUser'] = async (seed) => {
    const subscriptionEnds = new Date(noon + 400 * DAY_MS);
    const { userId } = await seedBenchUser(db, { today, subscriptionEnds, ...seed });
    const session = { id: userId, tokenVersion: 0 };
    const { token } = await openSession({ config }, db, session, 'Benchmark', new Date(noon));
    return { userId, token };
  };
  try {
    const base = await listen(app);
    return await use({ app, base, config, signedInUser });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    unregister();
  }
}
