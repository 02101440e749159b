import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { ownerId } from './owner-column.js';

/* Owned by modules/mail (db/owners.ts; docs/architecture.md, "Table owners"). */

/**
 * Mail waiting to go: written in the transaction that decided to send it, delivered after the
 * commit and retried with backoff by the job engine (docs/decisions/011-mail-outbox.md). The
 * message (address, text, links) is sealed with AES-256-GCM, so a copy of the database does not
 * hand out pending reset links. A row is deleted once the mail server has taken the message.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    userId: ownerId(),
    /** What the mail is about (the subject line), readable in 'Download my data'. */
    subject: text('subject').notNull(),
    sealed: text('sealed').notNull(),
    createdAt: createdAt(),
    /** Due from this instant: the first try, a retry after backoff, or a crashed sender's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's error name (never its message: a mail server's reply can quote the address). */
    lastError: text('last_error'),
    /** Set when the retries ran out; the row stays so the failure is visible. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`failed_at is null`),
    index('mail_outbox_user_idx').on(table.userId),
  ],
);
