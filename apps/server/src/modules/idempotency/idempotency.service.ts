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

/** The reply stored under the user's key, if any. */
export async function storedReply<T>(
  db: Queryable,
  userId: string,
  key: string,
  scope: string,
): Promise<T | undefined> {
  const earlier = await repo.findReply(db, userId, key);
  if (!earlier) return undefined;
  if (earlier.scope !== scope) throw new AppError('CONFLICT', MESSAGES.idempotencyKeyReused);
  return earlier.body as T;
}

/** Stores a reply under the user's key; the first one stored stays. */
export async function storeReply(
  db: Queryable,
  reply: {
    userId: string;
    key: string;
    scope: string;
    status: number;
    body: unknown;
    createdAt: Date;
  },
): Promise<void> {
  await repo.saveReply(db, reply);
}
