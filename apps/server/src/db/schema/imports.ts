import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { ownerId } from './owner-column.js';

/* Owned by modules/imports (db/owners.ts; docs/architecture.md, "Table owners"). */

/**
 * A history brought from another tracker (issue 28; modules/imports). The file itself is not kept:
 * `parsed` holds the habits and days read from it until the import is applied, `written` what
 * applying it wrote (so the undo takes back exactly that), `result` the counts it reports.
 */
export const imports = pgTable(
  'imports',
  {
    id: id(),
    userId: ownerId(),
    source: text('source', { enum: ['csv', 'streakwise', 'loop', 'habitica'] }).notNull(),
    status: text('status', { enum: ['ready', 'running', 'done', 'failed'] }).notNull(),
    /** The habits and days read from the file; emptied once applied. */
    parsed: jsonb('parsed').$type<unknown>(),
    /** What the preview showed: per-habit counts and warnings. */
    preview: jsonb('preview').$type<unknown>().notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** What applying wrote: habits made, and the days added to or raised in existing ones. */
    written: jsonb('written').$type<unknown>(),
    /**
     * How many parts of `written` an undo has taken back, one short transaction each; the next
     * undo goes on from there (docs/decisions/043-import-in-short-transactions.md).
     */
    undoneParts: integer('undone_parts').notNull().default(0),
    /** The counts of a finished import: created, merged, skipped. */
    result: jsonb('result').$type<unknown>(),
    /** Why a failed import failed, in a sentence. */
    failure: text('failure'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('imports_user_created_idx').on(table.userId, table.createdAt)],
);

export type ImportRow = typeof imports.$inferSelect;
