import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The columns most tables share (the table files beside this one, one per owning module,
 * re-exported by db/schema.ts). The owning user's column is in owner-column.ts.
 */

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
