import type { Day } from '@streakwise/shared';
import { isApiError } from '../../../lib/api-error';
import { offlineDb, type OutboxEntry, type RefusedEntry, type Snapshot } from './offline-db';

/** Keeps a check-in or an undo until it can be sent. */
export async function enqueue(entry: OutboxEntry): Promise<void> {
  const db = await offlineDb();
  await db.add('outbox', entry);
}

/** What waits to be sent, oldest first. */
export async function queuedEntries(): Promise<OutboxEntry[]> {
  return (await offlineDb()).getAll('outbox');
}

export async function refusedEntries(): Promise<RefusedEntry[]> {
  return (await offlineDb()).getAll('refused');
}

export async function dismissRefused(key: string): Promise<void> {
  await (await offlineDb()).delete('refused', key);
}

/**
 * An undo of a check-in that never left this device takes it out of the queue instead of
 * sending both; false when there is none (the check-in reached the server: send the undo).
 */
export async function cancelQueuedCheckIn(habitId: string, date: Day): Promise<boolean> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  const entries = await tx.store.getAll();
  const last = entries.filter((entry) => entry.habitId === habitId && entry.date === date).at(-1);
  const cancels = last?.kind === 'complete' && last.seq !== undefined;
  if (cancels) await tx.store.delete(last.seq as number);
  await tx.done;
  return cancels;
}

export async function saveSnapshot(snapshot: Omit<Snapshot, 'id'>): Promise<void> {
  await (await offlineDb()).put('snapshot', { id: 'last', ...snapshot });
}

export async function readSnapshot(): Promise<Snapshot | undefined> {
  return (await offlineDb()).get('snapshot', 'last');
}

/** Signing out leaves nothing of the account on this device. */
export async function clearOfflineData(): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction(['outbox', 'refused', 'snapshot'], 'readwrite');
  await Promise.all([
    tx.objectStore('outbox').clear(),
    tx.objectStore('refused').clear(),
    tx.objectStore('snapshot').clear(),
    tx.done,
  ]);
}

/**
 * A reply that says the entry can never succeed: shown to the person, not sent again. Network
 * failures, 401 (the session is renewed first), 408, 429 and 5xx mean "later".
 */
function isFinalRefusal(error: unknown): boolean {
  if (!isApiError(error) || error.isNetworkError) return false;
  return error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

export interface DrainReport {
  sent: number;
  refused: RefusedEntry[];
  /** Still queued: the network or the server failed on the way. */
  left: number;
}

/**
 * Sends what waits, oldest first, each under its own Idempotency-Key. An entry leaves the queue
 * only once the server has answered it; if the tab closes in between, the next drain sends it
 * again under the same key and the server replays its first answer, so it counts once.
 * Callers hold the outbox lock (withOutboxLock) so two tabs never drain at once.
 */
export async function drainOutbox(send: (entry: OutboxEntry) => Promise<unknown>) {
  const report: DrainReport = { sent: 0, refused: [], left: 0 };
  const entries = await queuedEntries();
  for (const [index, entry] of entries.entries()) {
    try {
      await send(entry);
      await (await offlineDb()).delete('outbox', entry.seq as number);
      report.sent += 1;
    } catch (error) {
      if (!isFinalRefusal(error)) {
        report.left = entries.length - index;
        break;
      }
      const refused: RefusedEntry = {
        ...entry,
        reason: error instanceof Error ? error.message : '',
      };
      const db = await offlineDb();
      const tx = db.transaction(['outbox', 'refused'], 'readwrite');
      await Promise.all([
        tx.objectStore('outbox').delete(entry.seq as number),
        tx.objectStore('refused').put(refused),
        tx.done,
      ]);
      report.refused.push(refused);
    }
  }
  return report;
}

const LOCK_NAME = 'streakwise-outbox';

/**
 * Runs `drain` while no other tab of this origin drains (the Web Locks API); where the API is
 * missing, the server's Idempotency-Key check still keeps each entry to one check-in.
 */
export async function withOutboxLock<T>(drain: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(LOCK_NAME, drain);
  }
  return drain();
}
