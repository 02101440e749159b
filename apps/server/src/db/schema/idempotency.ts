import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { ownerId } from './owner-column.js';

/* Owned by modules/idempotency (db/owners.ts; docs/architecture.md, "Table owners"). */

/** The first reply to a request carrying an Idempotency-Key, replayed for any retry. */
export const idempotentReplies = pgTable(
  'idempotent_replies',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
