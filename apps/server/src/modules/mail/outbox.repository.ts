import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { claimDueRow, markRowFailed, scheduleRowRetry } from '../../jobs/outbox-claim.js';
import { mailOutbox } from '../../db/schema.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertOutboxMail(
  db: Queryable,
  row: { userId: string; subject: string; sealed: string; now: Date },
): Promise<string> {
  const [inserted] = await db
    .insert(mailOutbox)
    .values({
      userId: row.userId,
      subject: row.subject,
      sealed: row.sealed,
      createdAt: row.now,
      nextAttemptAt: row.now,
    })
    .returning({ id: mailOutbox.id });
  if (!inserted) throw new Error('outbox insert returned no row');
  return inserted.id;
}

/** Takes the next due mail for this sender, under a lease (jobs/outbox-claim.ts says how). */
export async function claimDueMail(
  db: Queryable,
  now: Date,
  leaseUntil: Date,
): Promise<OutboxRow | undefined> {
  return claimDueRow(db, mailOutbox, now, leaseUntil);
}

/** The mail server took it: nothing left to keep. */
export async function deleteOutboxMail(db: Queryable, id: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

export const scheduleRetry = (db: Queryable, id: string, retryAt: Date, error: string) =>
  scheduleRowRetry(db, mailOutbox, id, retryAt, error);

export const markFailed = (db: Queryable, id: string, now: Date, error: string) =>
  markRowFailed(db, mailOutbox, id, now, error);

/** A user's pending or failed mail, described without its sealed content ('Download my data'). */
export async function outboxRowsOf(db: Queryable, userId: string) {
  return db
    .select({
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      failedAt: mailOutbox.failedAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, userId))
    .orderBy(asc(mailOutbox.createdAt));
}
