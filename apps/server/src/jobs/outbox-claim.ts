import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { mailOutbox, pushOutbox } from '../db/schema.js';

/**
 * The outbox tables (decision 011): each row has a due time, an attempt count and a failed mark
 * (db/schema/outbox-columns.ts).
 */
type OutboxTable = typeof mailOutbox | typeof pushOutbox;

/**
 * Takes the next due row of an outbox for this sender: moves its due time to `leaseUntil` and
 * counts the attempt, in one statement. A row never tried is due whatever the clocks say
 * (instances' clocks differ by a little; a fresh message must not wait for the slowest); a retry
 * waits for its time. Another instance skips the locked row and will not see it again until the
 * lease ends, so a message is never being sent by two processes at once; a sender that crashes
 * mid-send leaves the row to be taken again when its lease runs out. The owning repositories
 * (mail/outbox.repository.ts, push/push-outbox.repository.ts) call it with their table.
 */
export async function claimDueRow<T extends OutboxTable>(
  db: Queryable,
  table: T,
  now: Date,
  leaseUntil: Date,
): Promise<T['$inferSelect'] | undefined> {
  const outbox: OutboxTable = table;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.failedAt), or(eq(outbox.attempts, 0), lte(outbox.nextAttemptAt, now))))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(sql`${outbox.id} = (${due})`)
    .returning();
  return claimed;
}

/** The send failed but may work later: due again at `retryAt`, with the error's name kept. */
export async function scheduleRowRetry(
  db: Queryable,
  table: OutboxTable,
  id: string,
  retryAt: Date,
  error: string,
): Promise<void> {
  const outbox: OutboxTable = table;
  await db
    .update(outbox)
    .set({ nextAttemptAt: retryAt, lastError: error })
    .where(eq(outbox.id, id));
}

/** The retries ran out (or the failure is final): the row stays, marked, so it can be seen. */
export async function markRowFailed(
  db: Queryable,
  table: OutboxTable,
  id: string,
  now: Date,
  error: string,
): Promise<void> {
  const outbox: OutboxTable = table;
  await db.update(outbox).set({ failedAt: now, lastError: error }).where(eq(outbox.id, id));
}
