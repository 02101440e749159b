import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { users } from './users.js';

/* Owned by modules/billing (db/owners.ts; docs/architecture.md, "Table owners"). */

/**
 * A checkout: the amount always comes from the server's price table, never from the client. The
 * rows outlive the account (the person's id is cleared): payment records are kept for Stripe's
 * disputes and for tax, and they hold nothing else about the person.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: ['pro', 'premium'] }).notNull(),
    priceType: text('price_type', { enum: ['monthly', 'annual'] }).notNull(),
    /** Minor units (pence). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('GBP'),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['mock', 'stripe'] }).notNull(),
    /**
     * Pence of unused time on the plan being replaced (a Pro -> Premium upgrade), fixed when the
     * checkout starts; fulfilment turns it into extra days on the new plan.
     */
    credit: integer('credit').notNull().default(0),
    providerSessionId: text('provider_session_id').unique(),
    providerSubscriptionId: text('provider_subscription_id'),
    /**
     * When the subscription stopped being the person's current one (a newer one replaced it, or
     * the account was deleted): from then on its events never change the plan, and it is to be
     * ended at the provider (docs/decisions/022-one-live-subscription.md).
     */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** When the provider confirmed the subscription ended: it charges no more. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_subscription_idx').on(table.providerSubscriptionId),
  ],
);

/** Webhook events already handled: a replayed event id changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named counters changed atomically (the launch offer's grants). */
export const appCounters = pgTable('app_counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

export type OrderRow = typeof orders.$inferSelect;
