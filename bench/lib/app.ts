import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import type { Clock } from '../../apps/server/src/clock.js';
import { loadConfig, type Config } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/client.js';
import type { AppDeps } from '../../apps/server/src/deps.js';
import { createPaymentProvider } from '../../apps/server/src/modules/billing/create-provider.js';
import { createMailDelivery } from '../../apps/server/src/modules/mail/outbox.js';
import { createOutboxMailer } from '../../apps/server/src/modules/mail/outbox-mailer.js';

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
