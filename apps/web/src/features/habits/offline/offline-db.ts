import type { Day, Habit, User } from '@streakwise/shared';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A check-in or an undo made while the server could not be reached, waiting to be sent. */
export interface OutboxEntry {
  /** The order of making; set by IndexedDB. */
  seq?: number;
  /** The Idempotency-Key: the server counts the entry once, however often it is sent. */
  key: string;
  kind: 'complete' | 'undo';
  habitId: string;
  /** For telling the person which habit, should the server refuse it. */
  habitName: string;
  count: number;
  /** A measure's amount (docs/decisions/032-habit-kinds.md): sent instead of `count`. */
  amount?: number;
  /** The person's day when it was made: a check-in counts for that day. */
  date: Day;
}

/** One the server refused (the day closed, the habit was archived): kept until read. */
export interface RefusedEntry extends OutboxEntry {
  reason: string;
}

/** The last signed-in screen seen online: shown when the app opens offline. */
export interface Snapshot {
  id: 'last';
  user: User;
  habits: Habit[];
}

interface OfflineSchema extends DBSchema {
  outbox: { key: number; value: OutboxEntry; indexes: { key: string } };
  refused: { key: string; value: RefusedEntry };
  snapshot: { key: string; value: Snapshot };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const DB_NAME = 'streakwise-offline';
let opening: Promise<OfflineDb> | null = null;

/** The one database of this origin's offline data (docs/decisions/027-pwa-offline.md). */
export function offlineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(db) {
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('key', 'key', { unique: true });
      db.createObjectStore('refused', { keyPath: 'key' });
      db.createObjectStore('snapshot', { keyPath: 'id' });
    },
    // Another tab upgrades the database: let it, and open afresh next time.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** For tests: forget the open connection, so a fresh fake database is used next. */
export async function closeOfflineDb(): Promise<void> {
  const db = await opening;
  db?.close();
  opening = null;
}
