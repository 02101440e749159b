import type { PushPayload } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import * as outbox from './push-outbox.repository.js';
import { INVALID_KEYS, sendPush } from './push-sender.js';
import { forgetSubscription } from './subscriptions.repository.js';

/*
 * Push delivery (docs/decisions/029-web-push.md). A reminder writes one row per device in the
 * transaction that claimed it (`queuePush`); the job engine's ticks send them (jobs/ticks.ts),
 * never a request. 404 or 410: the browser dropped the subscription, so it is forgotten. 429 and
 * 5xx (and a push service that cannot be reached) are retried with backoff; any other answer is
 * final.
 */

const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 30 * 60_000;
/** 30 s doubling to half an hour: about two hours of trying. */
const MAX_ATTEMPTS = 8;
/** A pass stops after this many pushes so one busy tick cannot run for ever; the next goes on. */
const PASS_LIMIT = 20_000;
/** How long a push service may hold a reminder for a device that is offline. */
export const REMINDER_TTL_SECONDS = 4 * 60 * 60;

export function pushRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Queues `payload` for each of the user's devices in the caller's transaction; 0 when none. */
export async function queuePush(
  ctx: Pick<ServiceContext, 'clock'>,
  tx: Queryable,
  userId: string,
  payload: PushPayload,
  ttlSeconds = REMINDER_TTL_SECONDS,
): Promise<number> {
  return outbox.queueForDevices(tx, userId, JSON.stringify(payload), ttlSeconds, ctx.clock.now());
}

/** Whether the user has a device to push to (else a reminder goes by e-mail). */
export const hasPushDevice = (db: Queryable, userId: string) => outbox.hasDevice(db, userId);

export interface PushSummary {
  sent: number;
  gone: number;
  failed: number;
}

const retryable = (status: number) => status === 429 || status >= 500;

/** Pushes in flight at once per instance: each waits mostly on the push service. */
const SENDERS = 8;

/**
 * Sends every push due now, several at a time (SENDERS), until none is left or the pass limit.
 * Each sender claims its own row, so no push is sent twice.
 */
export async function deliverDuePushes(ctx: ServiceContext): Promise<PushSummary> {
  const summary: PushSummary = { sent: 0, gone: 0, failed: 0 };
  let taken = 0;
  const sender = async () => {
    while (taken < PASS_LIMIT) {
      taken += 1;
      if (!(await deliverOne(ctx, summary))) return;
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  if (summary.sent + summary.gone + summary.failed > 0) {
    ctx.log.info({ event: 'push.pass', ...summary }, 'push delivery pass');
  }
  return summary;
}

/** Claims and sends one due push; false when none was due. */
async function deliverOne(ctx: ServiceContext, summary: PushSummary): Promise<boolean> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const row = await outbox.claimDuePush(db, now, new Date(now.getTime() + LEASE_MS));
  if (!row) return false;
  const result = await sendPush(ctx.config.push, row, row.payload, row.ttl);
  if ('status' in result && result.status >= 200 && result.status < 300) {
    await outbox.deletePush(db, row.id);
    summary.sent += 1;
    return true;
  }
  if ('status' in result && (result.status === 404 || result.status === 410)) {
    await forgetSubscription(db, row.subscriptionId);
    summary.gone += 1;
    ctx.log.info({ event: 'push.gone', userId: row.userId }, 'push subscription expired');
    return true;
  }
  summary.failed += 1;
  const error = 'status' in result ? `HTTP ${result.status}` : result.error;
  const again =
    ('error' in result && result.error !== 'PrivateAddress' && result.error !== INVALID_KEYS) ||
    ('status' in result && retryable(result.status));
  const giveUp = !again || row.attempts >= MAX_ATTEMPTS;
  if (giveUp) await outbox.failPush(db, row.id, now, error);
  else {
    const retryAt = new Date(now.getTime() + pushRetryDelayMs(row.attempts));
    await outbox.retryPush(db, row.id, retryAt, error);
  }
  // NOTE: never the endpoint: it is the device's credential.
  ctx.log.warn(
    { event: 'push.failed', userId: row.userId, attempt: row.attempts, error, giveUp },
    giveUp ? 'push failed; not retried' : 'push failed; retried later',
  );
  return true;
}

/** Per database: the pass this process is running now, and whether a commit asked for another. */
const soon = new WeakMap<ServiceContext['database'], { again: boolean }>();

/**
 * Starts a delivery pass in this process after a commit (a test notification), so it need not
 * wait for the next tick: never waits, never throws. One pass at a time; a commit during a pass
 * asks for one more after it. The job engine's tick still takes whatever this leaves.
 */
export function deliverPushesSoon(ctx: ServiceContext): void {
  const running = soon.get(ctx.database);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: true };
  soon.set(ctx.database, state);
  void (async () => {
    while (state.again) {
      state.again = false;
      await deliverDuePushes(ctx).catch((err: unknown) => {
        ctx.log.warn(
          { event: 'push.pass_failed', error: err instanceof Error ? err.name : 'unknown' },
          'push delivery pass failed; the job engine retries',
        );
      });
    }
    soon.delete(ctx.database);
  })();
}
