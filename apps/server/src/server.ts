import path from 'node:path';
import { AdjustableClock, systemClock } from './clock.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DataDirUnusableError, describeDataDirFailure } from './db/data-dir-check.js';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './db/data-dir-lock.js';
import { openDatabase, type Database } from './db/client.js';
import type { AppDeps } from './deps.js';
import { IDLE_MEMORY, memoryReducingCollection, releaseMemoryWhenIdle } from './idle-memory.js';

/** `lock`: the data folder's, held by this process; every call to PGlite checks it first. */
export async function openConfiguredDatabase(
  config: Config,
  lock?: DataDirLock,
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({
        kind: 'pglite',
        dir: path.join(config.dataDir, 'db'),
        guard: lock && (() => lock.assertHeld()),
      });
}

/** The embedded database's folder for this process alone (data-dir-lock.ts); exits if refused. */
function lockOrExit(config: Config): DataDirLock {
  let lock: DataDirLock;
  try {
    lock = lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirInUseError || err instanceof DataDirUnusableError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // NOTE: a server whose lock was taken (removed by hand while it was paused, say) stops at once,
  // without closing the database: closing writes, and the folder may be another server's now.
  lock.watch((err) => {
    console.error(err.message);
    process.exit(1);
  });
  return lock;
}

async function main(): Promise<void> {
  // NOTE: files the server creates in DATA_DIR (the embedded database, the outbox, the dev secret,
  // the lock) are the user's alone; set before the configuration, which may write the dev secret.
  process.umask(0o077);
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const lock = config.databaseUrl ? undefined : lockOrExit(config);
  // NOTE: the database is opened first and the rest of the app loaded meanwhile (about a second of
  // the main thread): PGlite starts on a thread of its own (two or three seconds in a new folder).
  const opening = openConfiguredDatabase(config, lock);
  opening.catch(() => undefined); // awaited below; not an unhandled rejection while the app loads
  const [
    { buildApp },
    { waitForDatabase },
    { runMigrations },
    { createPaymentProvider },
    { createMailer },
    { createMailDelivery },
  ] = await Promise.all([
    import('./app.js'),
    import('./db/database-health.js'),
    import('./db/migrate.js'),
    import('./modules/billing/create-provider.js'),
    import('./modules/mail/create-mailer.js'),
    import('./modules/mail/outbox.js'),
  ]);
  const database = await opening;
  if (config.databaseUrl) {
    const { hostname, port } = new URL(config.databaseUrl);
    await waitForDatabase(database, {
      describe: `${hostname}:${port || '5432'}`,
      giveUpAfterMs: 30_000,
      pingTimeoutMs: 5_000,
      log: (line) => console.warn(line),
    });
  }
  await runMigrations(database);
  const clock = config.testClock ? new AdjustableClock() : systemClock;
  const deps: AppDeps = {
    config,
    database,
    clock,
    ...createMailer(config, clock),
    payments: await createPaymentProvider(config),
    mailDelivery: createMailDelivery(),
  };
  const app = await buildApp(deps);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; then the database and the mailer close.
    app
      .close()
      .then(() => Promise.all([database.close(), deps.mailer.close()]))
      .then(() => lock?.release())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // NOTE: the start-up garbage (about 120 MB of young generation) goes back once it is idle, the
  // embedded database's thread's too (about 14 MB more).
  const collect = memoryReducingCollection();
  if (collect) {
    const release = () => {
      collect();
      // A thread that has stopped has nothing to give back; the next query reports it.
      database.releaseMemory?.().catch(() => undefined);
    };
    releaseMemoryWhenIdle(app, { ...IDLE_MEMORY, release });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      mail: config.smtpUrl ? 'smtp' : 'dev outbox',
      payments: config.paymentProvider,
      jobs: config.jobs ? 'on' : 'off',
    },
    config.appUrlFollowsHost
      ? `${config.brand.name} is running at ${config.appUrl}; with APP_URL unset, mail and checkout links follow the address you open it at (localhost, an IP or a .local name)`
      : `${config.brand.name} is running at ${config.appUrl}`,
  );
}

main().catch(async (err: unknown) => {
  // A database that never answered has already been described in one sentence; a data folder
  // that cannot be written (or a disk that filled up while the embedded database was created)
  // gets one too, instead of a stack trace.
  const { DatabaseUnreachableError } = await import('./db/database-health.js');
  const sentence =
    err instanceof DatabaseUnreachableError ? err.message : describeDataDirFailure(err);
  if (sentence) console.error(`Failed to start: ${sentence}`);
  else console.error('Failed to start:', err);
  process.exit(1);
});
