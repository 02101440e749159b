import { asc, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { mailSends } from '../../db/schema.js';

export interface MailSend {
  userId: string;
  kind: (typeof mailSends.$inferInsert)['kind'];
  /** The user's local day for a reminder, the Monday of the sending week for a report. */
  periodKey: string;
  sentAt: Date;
}

/**
 * Claims one mail for sending: true when this call inserted the row. Of two transactions claiming
 * the same mail, the second waits on the first: it gets false if the first commits (the mail went)
 * and true if the first rolls back (its send failed), so the mail goes exactly once.
 */
export async function claimMailSend(tx: Queryable, send: MailSend): Promise<boolean> {
  const inserted = await tx
    .insert(mailSends)
    .values(send)
    .onConflictDoNothing()
    .returning({ userId: mailSends.userId });
  return inserted.length > 0;
}

/**
 * Forgets sends older than `before`. Only the latest rows decide what is due (a reminder a day, a
 * report a week), so old rows would only be data kept for no purpose.
 */
export async function pruneMailSends(db: Queryable, before: Date): Promise<void> {
  await db.delete(mailSends).where(lt(mailSends.sentAt, before));
}

/** A person's sent-log of reminders and reports, oldest first ("Download my data"). */
export async function mailSendsOf(db: Queryable, userId: string) {
  return db
    .select({ kind: mailSends.kind, periodKey: mailSends.periodKey, sentAt: mailSends.sentAt })
    .from(mailSends)
    .where(eq(mailSends.userId, userId))
    .orderBy(asc(mailSends.sentAt), asc(mailSends.kind));
}
