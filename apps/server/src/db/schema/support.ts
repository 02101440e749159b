import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/* Owned by modules/support (db/owners.ts; docs/architecture.md, "Table owners"). */

/**
 * A message to the support team (docs/decisions/038-support-requests.md). `priority` and
 * `firstResponseBy` are the promise as it stood when the request was made: a later change of
 * plan does not move it.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The plan the person was on, for the team's view: 'free', 'pro' or 'premium'. */
    plan: text('plan', { enum: ['free', 'pro', 'premium'] }).notNull(),
    priority: boolean('priority').notNull(),
    firstResponseBy: timestamp('first_response_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_requests_user_created_idx').on(table.userId, table.createdAt)],
);
export type SupportRequestRow = typeof supportRequests.$inferSelect;
