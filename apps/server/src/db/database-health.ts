import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

export class DatabaseUnreachableError extends Error {
  constructor(message = 'The database did not answer in time') {
    super(message);
    this.name = 'DatabaseUnreachableError';
  }
}

/**
 * `select 1`, abandoned after `timeoutMs`: a hung database must not hang the caller.
 *
 * NOTE: when the timer fires, the answer may be waiting already, unread: the event loop was busy
 * (a request's work, a garbage collection), and timers run before I/O in each turn of the loop.
 * So the probe gives up only after one more turn, once the I/O that arrived has been read: a
 * busy event loop is not an unreachable database (docs/decisions/024-streaming-exports.md).
 */
export async function pingDatabase(database: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let turn: NodeJS.Immediate | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      turn = setImmediate(() => reject(new DatabaseUnreachableError()));
    }, timeoutMs);
  });
  try {
    await Promise.race([database.db.execute(sql`select 1`), timeout]);
  } catch (err) {
    throw err instanceof DatabaseUnreachableError ? err : new DatabaseUnreachableError();
  } finally {
    clearTimeout(timer);
    clearImmediate(turn);
  }
}

export interface WaitOptions {
  /** Where the database is, for people (host and port; never a password). */
  describe: string;
  giveUpAfterMs: number;
  pingTimeoutMs: number;
  log: (line: string) => void;
}

const RETRY_PAUSE_MS = 1_000;

/**
 * Start-up: pings until the database answers, saying what it waits for, and gives up with a
 * sentence after `giveUpAfterMs` (a container's database may start a moment after the app).
 */
export async function waitForDatabase(database: Database, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.giveUpAfterMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await pingDatabase(database, options.pingTimeoutMs);
      if (attempt > 1) options.log(`The database at ${options.describe} answered.`);
      return;
    } catch {
      if (Date.now() + RETRY_PAUSE_MS >= deadline) break;
      options.log(
        `Waiting for the database at ${options.describe} (attempt ${attempt}: no answer yet)…`,
      );
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
  throw new DatabaseUnreachableError(
    `The database at ${options.describe} did not answer within ${Math.round(options.giveUpAfterMs / 1000)} s. ` +
      'Check DATABASE_URL and that PostgreSQL is running and reachable.',
  );
}
