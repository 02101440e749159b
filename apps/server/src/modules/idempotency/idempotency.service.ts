import { MESSAGES } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as repo from './idempotency.repository.js';

/*
 * The idempotency module owns the stored replies of requests sent with an Idempotency-Key
 * (docs/decisions/003-habits-and-gamification.md): a retry gets the first reply and changes
 * nothing. A key belongs to one scope (e.g. `complete:<habit id>`); used for another, it is a 409.
 * Call both inside the request's transaction, behind the user's row lock.
 */

/**
 * A request's Idempotency-Key: whose it is, the key itself (undefined when the request came
 * without one, which is then simply not idempotent) and the scope it belongs to.
 */
export interface KeyedRequest {
  userId: string;
  key: string | undefined;
  scope: string;
}

/** The reply stored under the request's key, if it has a key and one is stored. */
export async function storedReply<T>(db: Queryable, request: KeyedRequest): Promise<T | undefined> {
  if (!request.key) return undefined;
  const earlier = await repo.findReply(db, request.userId, request.key);
  if (!earlier) return undefined;
  if (earlier.scope !== request.scope) {
    throw new AppError('CONFLICT', MESSAGES.idempotencyKeyReused);
  }
  return earlier.body as T;
}

/**
 * Stores a successful reply under the request's key (nothing without a key); the first one stored
 * stays. Error replies are never stored: they changed nothing, and a retry gets the current answer.
 */
export async function storeReply(
  db: Queryable,
  request: KeyedRequest,
  body: unknown,
  createdAt: Date,
): Promise<void> {
  if (!request.key) return;
  const { userId, key, scope } = request;
  await repo.saveReply(db, { userId, key, scope, status: 200, body, createdAt });
}

/** The person's saved replies, by key, scope and date, for "Download my data". */
export async function savedRepliesOf(db: Queryable, userId: string) {
  return (await repo.repliesOf(db, userId)).map((r) => ({
    key: r.key,
    scope: r.scope,
    createdAt: r.createdAt.toISOString(),
  }));
}
