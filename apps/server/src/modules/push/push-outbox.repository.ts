import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { claimDueRow, markRowFailed, scheduleRowRetry } from '../../jobs/outbox-claim.js';
import { pushOutbox, pushSubscriptions } from '../../db/schema.js';

/* Push messages waiting to go (push-delivery.ts), like the mail outbox (decision 011). */

export interface ClaimedPush {
  id: string;
  userId: string;
  payload: string;
  ttl: number;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  subscriptionId: string;
}

/** One row per device of the user, in the caller's transaction; how many devices there were. */
export async function queueForDevices(
  db: Queryable,
  userId: string,
  payload: string,
  ttl: number,
  now: Date,
): Promise<number> {
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if (devices.length === 0) return 0;
  await db.insert(pushOutbox).values(
    devices.map((device) => ({
      userId,
      subscriptionId: device.id,
      payload,
      ttl,
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
  return devices.length;
}

export async function hasDevice(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Takes the next due push for this sender, with its device, under a lease (jobs/outbox-claim.ts
 * says how): another instance skips the locked row, and a sender that dies mid-send leaves it to
 * be taken again when the lease ends.
 */
export async function claimDuePush(
  db: Queryable,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedPush | undefined> {
  const claimed = await claimDueRow(db, pushOutbox, now, leaseUntil);
  if (!claimed) return undefined;
  const [device] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, claimed.subscriptionId));
  // The device went between the two statements: its rows went with it.
  if (!device) return claimPushAgain(db, now, leaseUntil);
  return {
    id: claimed.id,
    userId: claimed.userId,
    payload: claimed.payload,
    ttl: claimed.ttl,
    attempts: claimed.attempts,
    endpoint: device.endpoint,
    p256dh: device.p256dh,
    auth: device.auth,
    subscriptionId: device.id,
  };
}

const claimPushAgain = (db: Queryable, now: Date, leaseUntil: Date) =>
  claimDuePush(db, now, leaseUntil);

export async function deletePush(db: Queryable, id: string): Promise<void> {
  await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
}

export const retryPush = (db: Queryable, id: string, retryAt: Date, error: string) =>
  scheduleRowRetry(db, pushOutbox, id, retryAt, error);

export const failPush = (db: Queryable, id: string, now: Date, error: string) =>
  markRowFailed(db, pushOutbox, id, now, error);

/** A person's pushes waiting to go or given up, oldest first ("Download my data"). */
export async function waitingPushesOf(db: Queryable, userId: string) {
  return db
    .select()
    .from(pushOutbox)
    .where(eq(pushOutbox.userId, userId))
    .orderBy(asc(pushOutbox.createdAt));
}
