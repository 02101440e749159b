import { PUSH_MESSAGES, type PushPayload, type PushTestResponse } from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { SignedInUser } from '../users/user-view.js';
import { deliverPushesSoon, queuePush } from './push-delivery.js';

/*
 * "Send a test notification" (settings, Devices and notifications). The builder sits here, not
 * with the reminders' payloads (reminders/push-messages.ts): reminders imports push, and the
 * modules may not import each other in a loop (module-graph.test.ts).
 */

/** A test that could not arrive within a few minutes would only confuse when it did. */
export const TEST_PUSH_TTL_SECONDS = 5 * 60;

export function testPush(): PushPayload {
  return {
    type: 'test',
    title: 'Streakwise notifications work',
    body: 'This device will show your habit reminders like this one.',
  };
}

/**
 * Queues one test push per device of the person through the push outbox and starts a delivery
 * pass after the commit: the request never waits on a push service. 409 with no device.
 */
export async function sendTestPush(
  ctx: ServiceContext,
  user: SignedInUser,
): Promise<PushTestResponse> {
  const devices = await ctx.database.db.transaction((tx) =>
    queuePush(ctx, tx, user.id, testPush(), TEST_PUSH_TTL_SECONDS),
  );
  if (devices === 0) throw new AppError('CONFLICT', PUSH_MESSAGES.testNoDevice);
  deliverPushesSoon(ctx);
  ctx.log.info({ event: 'push.test_queued', userId: user.id, devices }, 'test push queued');
  return { devices };
}
