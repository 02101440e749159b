import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { outboxDueIndex, outboxRetryColumns } from './outbox-columns.js';
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
    ...outboxRetryColumns(),
  },
  (table) => [
    outboxDueIndex('mail_outbox_due_idx', table),
    index('mail_outbox_user_idx').on(table.userId),
  ],
);
