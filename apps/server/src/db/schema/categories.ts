import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { ownerId } from './owner-column.js';

/* Owned by modules/categories (db/owners.ts; docs/architecture.md, "Table owners"). */

/** A Pro or Premium user's own habit categories; names are unique per user, case-insensitively. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('categories_user_name_idx').on(table.userId, sql`lower(${table.name})`)],
);

export type CategoryRow = typeof categories.$inferSelect;
