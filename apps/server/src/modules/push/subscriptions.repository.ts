import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewSubscription = Omit<typeof pushSubscriptions.$inferInsert, 'id'>;

export async function findByEndpoint(
  db: Queryable,
  endpoint: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .for('update');
  return row;
}

/** A new row, or undefined when another request took the endpoint first. */
export async function insertSubscription(
  db: Queryable,
  row: NewSubscription,
): Promise<SubscriptionRow | undefined> {
  const [inserted] = await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoNothing({ target: pushSubscriptions.endpoint })
    .returning();
  return inserted;
}

/** The same browser again: its keys may have been renewed and its name may read better now. */
export async function refreshSubscription(
  db: Queryable,
  id: string,
  changes: Pick<SubscriptionRow, 'p256dh' | 'auth' | 'expirationTime' | 'device'>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(pushSubscriptions)
    .set(changes)
    .where(eq(pushSubscriptions.id, id))
    .returning();
  return row;
}

export async function subscriptionsOf(db: Queryable, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

export async function findSubscription(
  db: Queryable,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** True when the user had that subscription. */
export async function deleteSubscription(
  db: Queryable,
  userId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** The push service said the subscription is gone (404 or 410). */
export async function forgetSubscription(db: Queryable, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Keeps the person's `keep` newest devices and forgets the rest. */
export async function keepNewestSubscriptions(
  db: Queryable,
  userId: string,
  keep: number,
): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}
