import { MESSAGES } from '@streakwise/shared';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { RateLimitedError } from '../../errors.js';
import { tryLockExport, unlockExport } from './export.repository.js';

/*
 * One export at a time per person (docs/decisions/024-streaming-exports.md). In this process a
 * set of the people exporting now; across processes on PostgreSQL, a session advisory lock per
 * person, all of this process's held by one pooled connection, checked out while any export runs
 * and given back when the last one ends. PGlite's data folder has one process only
 * (db/data-dir-lock.ts), so the set is enough there.
 */

/** What a second export is told to wait: a year of 100 habits downloads in a few seconds. */
export const EXPORT_RETRY_AFTER_MS = 10_000;

/** A pooled connection holding this process's export locks, and the exports using it. */
interface Session {
  client: Promise<pg.PoolClient>;
  users: number;
  /** It failed: closed, not given back, once its last user is done (it may hold a lock). */
  broken: boolean;
}

interface Slots {
  running: Set<string>;
  /** PostgreSQL: the session new exports lock on. */
  session: Session | null;
}

const slotsByDatabase = new WeakMap<Database, Slots>();

function slotsOf(database: Database): Slots {
  let slots = slotsByDatabase.get(database);
  if (!slots) {
    slots = { running: new Set(), session: null };
    slotsByDatabase.set(database, slots);
  }
  return slots;
}

/** node-postgres's pool under Drizzle (its documented `$client`). */
const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

function fail(slots: Slots, session: Session): void {
  session.broken = true;
  // Later exports lock on a new connection; this one's locks go when it is closed.
  if (slots.session === session) slots.session = null;
}

async function leave(slots: Slots, session: Session): Promise<void> {
  session.users -= 1;
  if (session.users > 0) return;
  if (slots.session === session) slots.session = null;
  const client = await session.client.catch(() => null);
  client?.release(session.broken);
}

async function lockAcrossProcesses(database: Database, slots: Slots, userId: string) {
  const session = (slots.session ??= {
    client: poolOf(database).connect(),
    users: 0,
    broken: false,
  });
  session.users += 1;
  let locked: boolean;
  try {
    locked = await tryLockExport(await session.client, userId);
  } catch (err) {
    fail(slots, session);
    await leave(slots, session);
    throw err;
  }
  if (!locked) {
    await leave(slots, session);
    throw busy();
  }
  return session;
}

async function unlockAcrossProcesses(slots: Slots, session: Session, userId: string) {
  try {
    await unlockExport(await session.client, userId);
  } catch {
    // NOTE: a lost connection has lost its locks with it; after any other failure it is closed.
    fail(slots, session);
  } finally {
    await leave(slots, session);
  }
}

const busy = () => new RateLimitedError(MESSAGES.exportInProgress, EXPORT_RETRY_AFTER_MS);

export interface ExportSlot {
  /**
   * Ends the slot (once; later calls do nothing): for this process at once, for the others when
   * the promise settles.
   */
  release(): Promise<void>;
}

/** Takes the person's export slot, or throws a 429 with Retry-After while it is taken. */
export async function takeExportSlot(database: Database, userId: string): Promise<ExportSlot> {
  const slots = slotsOf(database);
  if (slots.running.has(userId)) throw busy();
  slots.running.add(userId);
  let session: Session | null = null;
  try {
    if (database.kind === 'postgres') session = await lockAcrossProcesses(database, slots, userId);
  } catch (err) {
    slots.running.delete(userId);
    throw err;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      // NOTE: at once, so a client that asks again as soon as its download ends is served. A lock
      // still held meanwhile is this process's own: the next one on the same connection queues
      // behind this unlock.
      slots.running.delete(userId);
      if (session) await unlockAcrossProcesses(slots, session, userId);
    },
  };
}
