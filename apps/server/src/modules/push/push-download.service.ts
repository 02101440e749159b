import type { Queryable } from '../../db/client.js';
import { waitingPushesOf } from './push-outbox.repository.js';
import { subscriptionsOf } from './subscriptions.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The person's push devices and the pushes waiting to go, for "Download my data"
 * (auth/my-data.service.ts, docs/decisions/029-web-push.md). A device is described by its name and
 * dates: its endpoint and keys are credentials.
 */
export async function pushDataOf(db: Queryable, userId: string) {
  const devices = await subscriptionsOf(db, userId);
  const waiting = await waitingPushesOf(db, userId);
  return {
    pushDevices: devices.map((d) => ({
      _id: d.id,
      device: d.device,
      createdAt: iso(d.createdAt),
      expirationTime: iso(d.expirationTime),
    })),
    pushWaitingToBeSent: waiting.map((p) => ({
      deviceId: p.subscriptionId,
      createdAt: iso(p.createdAt),
      attempts: p.attempts,
      nextAttemptAt: iso(p.nextAttemptAt),
      gaveUpAt: iso(p.failedAt),
    })),
  };
}
