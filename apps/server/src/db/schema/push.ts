import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { outboxDueIndex, outboxRetryColumns } from './outbox-columns.js';
import { ownerId } from './owner-column.js';

/* Owned by modules/push (db/owners.ts; docs/architecture.md, "Table owners"). */

/**
 * A browser's push subscription (docs/decisions/029-web-push.md): the endpoint the server calls
 * and the keys that encrypt for it (RFC 8291). One row per endpoint, owned by one person.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: ownerId(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: timestamp('expiration_time', { withTimezone: true }),
    /** A readable device name from the User-Agent ("Chrome on Android"). */
    device: text('device').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * Push messages waiting to go, one per subscription: written in the transaction that claimed the
 * reminder, delivered by the job engine, retried with backoff on a 429 or 5xx.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: id(),
    userId: ownerId(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The JSON the service worker receives (encrypted only when sent). */
    payload: text('payload').notNull(),
    /** Seconds the push service may keep it (the TTL header). */
    ttl: integer('ttl').notNull(),
    createdAt: createdAt(),
    ...outboxRetryColumns(),
  },
  (table) => [outboxDueIndex('push_outbox_due_idx', table)],
);
