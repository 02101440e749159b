import { sql } from 'drizzle-orm';
import { index, integer, text, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/*
 * What every outbox table has for its retries (docs/decisions/011-mail-outbox.md): the mail and
 * push outboxes (schema/mail.ts, schema/push.ts) spread these columns in and add the due index;
 * jobs/outbox-claim.ts takes, retries and fails their rows.
 */

export const outboxRetryColumns = () => ({
  /** Due from this instant: the first try, a retry after backoff, or a crashed sender's lease. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** The last failure's error name (never its message: a mail server's reply can quote the address). */
  lastError: text('last_error'),
  /** Set when the retries ran out; the row stays so the failure is visible. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
});

/** The rows still to send, by due time: what a sender's claim reads. */
export const outboxDueIndex = (name: string, table: { nextAttemptAt: PgColumn }) =>
  index(name)
    .on(table.nextAttemptAt)
    .where(sql`failed_at is null`);
