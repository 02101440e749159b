import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
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

/**
 * Takes the next due mail for this sender: moves its due time to `leaseUntil` and counts the
 * attempt, in one statement. A mail never tried is due whatever the clocks say (instances' clocks
 * differ by a little; a fresh mail must not wait for the slowest); a retry waits for its time. Another instance skips the locked row and will not see it again
 * until the lease ends, so a mail is never being sent by two processes at once; a sender that
 * crashes mid-send leaves the row to be taken again when its lease runs out.
 */
export async function claimDueMail(
  db: Queryable,
  now: Date,
  leaseUntil: Date,
): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.failedAt),
        or(eq(mailOutbox.attempts, 0), lte(mailOutbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(sql`${mailOutbox.id} = (${due})`)
    .returning();
  return claimed;
}

/** The mail server took it: nothing left to keep. */
export async function deleteOutboxMail(db: Queryable, id: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

export async function scheduleRetry(
  db: Queryable,
  id: string,
  retryAt: Date,
  error: string,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: retryAt, lastError: error })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(
  db: Queryable,
  id: string,
  now: Date,
  error: string,
): Promise<void> {
  await db.update(mailOutbox).set({ failedAt: now, lastError: error }).where(eq(mailOutbox.id, id));
}

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
