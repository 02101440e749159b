import { timingSafeEqual } from 'node:crypto';
import {
  PUSH_MESSAGES,
  type PushSubscriptionRequest,
  type PushSubscriptionView,
} from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { describeDevice } from '../../device-name.js';
import type { SignedInUser } from '../users/user-view.js';
import { acceptedEndpoint } from './endpoint-guard.js';
import * as repo from './subscriptions.repository.js';

const view = (row: repo.SubscriptionRow): PushSubscriptionView => ({
  _id: row.id,
  endpoint: row.endpoint,
  device: row.device,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Devices kept per person: a reminder goes to each, so a script subscribing endpoints by the
 * thousand must not turn one reminder into thousands of calls. The oldest goes first.
 */
export const MAX_DEVICES = 20;

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Subscribes this browser: 201 with a new device, or 200 with the same `_id` when the endpoint is
 * already the person's. An endpoint another person subscribed is theirs: it moves only to someone
 * who presents its auth secret too (the same browser, signed in to another account), else 409.
 */
export async function subscribe(
  ctx: ServiceContext,
  user: SignedInUser,
  input: PushSubscriptionRequest,
  userAgent: string | undefined,
): Promise<{ created: boolean; subscription: PushSubscriptionView }> {
  acceptedEndpoint(input.endpoint, ctx.config.push.allowPrivateEndpoints);
  const fields = {
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expirationTime:
      typeof input.expirationTime === 'number' ? new Date(input.expirationTime) : null,
    device: describeDevice(userAgent),
  };
  return ctx.database.db.transaction(async (tx) => {
    const existing = await repo.findByEndpoint(tx, input.endpoint);
    if (existing?.userId === user.id) {
      const row = await repo.refreshSubscription(tx, existing.id, fields);
      return { created: false, subscription: view(row ?? existing) };
    }
    if (existing) {
      if (!sameSecret(existing.auth, input.keys.auth)) {
        throw new AppError('CONFLICT', PUSH_MESSAGES.endpointTaken);
      }
      await repo.forgetSubscription(tx, existing.id);
    }
    const row = await repo.insertSubscription(tx, {
      userId: user.id,
      endpoint: input.endpoint,
      ...fields,
      createdAt: ctx.clock.now(),
    });
    // Two requests at once for one new endpoint: the loser is told as if it came second.
    if (!row) throw new AppError('CONFLICT', PUSH_MESSAGES.endpointTaken);
    await repo.keepNewestSubscriptions(tx, user.id, MAX_DEVICES);
    ctx.log.info({ event: 'push.subscribed', userId: user.id }, 'push device subscribed');
    return { created: true, subscription: view(row) };
  });
}

export async function listSubscriptions(
  ctx: ServiceContext,
  user: SignedInUser,
): Promise<PushSubscriptionView[]> {
  return (await repo.subscriptionsOf(ctx.database.db, user.id)).map(view);
}

/** 404 for an unknown id or another person's. */
export async function unsubscribe(
  ctx: ServiceContext,
  user: SignedInUser,
  id: string,
): Promise<void> {
  if (!(await repo.deleteSubscription(ctx.database.db, user.id, id))) {
    throw new AppError('NOT_FOUND', PUSH_MESSAGES.subscriptionNotFound);
  }
  ctx.log.info({ event: 'push.unsubscribed', userId: user.id }, 'push device removed');
}
