import { and, asc, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { appCounters, orders, webhookEvents, type OrderRow } from '../../db/schema.js';

export async function insertOrder(
  db: Queryable,
  values: typeof orders.$inferInsert,
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function setSessionId(
  db: Queryable,
  orderId: string,
  sessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ providerSessionId: sessionId, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/** An order of this user, by our id or the provider's checkout session id. */
export async function findUserOrder(
  db: Queryable,
  userId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const byId = /^[0-9a-f-]{36}$/i.test(id) ? eq(orders.id, id) : eq(orders.providerSessionId, id);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(byId, eq(orders.userId, userId)))
    .limit(1);
  return row;
}

export async function findOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/**
 * Moves a pending order to paid and returns it; returns nothing when it was not pending. Of the
 * webhook and verify-payment (or any replay), only the first gets the row: fulfilment happens once.
 */
export async function markPaid(
  db: Queryable,
  orderId: string,
  subscriptionId: string | null,
  now: Date,
) {
  const [row] = await db
    .update(orders)
    .set({
      status: 'paid',
      paidAt: now,
      updatedAt: now,
      ...(subscriptionId ? { providerSubscriptionId: subscriptionId } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  return row;
}

export async function markUnpaid(
  db: Queryable,
  orderId: string,
  status: 'failed' | 'cancelled',
  now: Date,
) {
  const [row] = await db
    .update(orders)
    .set({ status, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  return row;
}

/** The user's newest paid order for a plan: the one that set its current period. */
export async function latestPaidOrder(
  db: Queryable,
  userId: string,
  plan: OrderRow['plan'],
): Promise<Pick<OrderRow, 'amount' | 'priceType'> | undefined> {
  const [row] = await db
    .select({ amount: orders.amount, priceType: orders.priceType })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.plan, plan), eq(orders.status, 'paid')))
    .orderBy(desc(orders.paidAt), desc(orders.createdAt))
    .limit(1);
  return row;
}

/**
 * The order behind a person's current subscription: their newest paid order with a provider
 * subscription that nothing has replaced. Cancelling stops this one.
 */
export async function currentSubscriptionOrder(db: Queryable, userId: string) {
  return newestPaidOrder(
    db,
    and(
      eq(orders.userId, userId),
      isNotNull(orders.providerSubscriptionId),
      isNull(orders.replacedAt),
    ),
  );
}

/** The newest paid order of a provider subscription (its events name only the subscription). */
export async function subscriptionOrder(db: Queryable, subscriptionId: string) {
  return newestPaidOrder(db, eq(orders.providerSubscriptionId, subscriptionId));
}

/** The newest paid order among those `where` picks (by when it was paid), if there is one. */
export async function newestPaidOrder(
  db: Queryable,
  where: SQL | undefined,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'paid'), where))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return row;
}

/**
 * Marks every other subscription of the person replaced: `keep` is the one just paid (null when
 * the order came without one). Those still running are ended at the provider after the commit.
 */
export async function replaceOtherSubscriptions(
  db: Queryable,
  userId: string,
  keep: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ replacedAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'paid'),
        isNotNull(orders.providerSubscriptionId),
        keep === null ? undefined : ne(orders.providerSubscriptionId, keep),
        isNull(orders.replacedAt),
      ),
    );
}

/** Marks one subscription replaced (its order lost its account, say). */
export async function replaceSubscription(db: Queryable, subscriptionId: string, now: Date) {
  await db
    .update(orders)
    .set({ replacedAt: now, updatedAt: now })
    .where(and(eq(orders.providerSubscriptionId, subscriptionId), isNull(orders.replacedAt)));
}

/**
 * Provider subscriptions still running: those replaced and not yet ended (the billing tick's
 * work, or one person's after an upgrade), or every one of a person (before their account goes).
 */
export async function runningSubscriptions(
  db: Queryable,
  where: { userId?: string; replacedOnly: boolean },
  limit = 100,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: orders.providerSubscriptionId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        isNotNull(orders.providerSubscriptionId),
        isNull(orders.endedAt),
        where.replacedOnly ? isNotNull(orders.replacedAt) : undefined,
        where.userId ? eq(orders.userId, where.userId) : undefined,
      ),
    )
    .limit(limit);
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/** The provider says the subscription has ended: it charges no more. */
export async function markSubscriptionEnded(db: Queryable, subscriptionId: string, now: Date) {
  await db
    .update(orders)
    .set({ endedAt: now, updatedAt: now })
    .where(and(eq(orders.providerSubscriptionId, subscriptionId), isNull(orders.endedAt)));
}

/** Records a webhook event id; false when it was already handled (a replay). */
export async function recordEvent(
  db: Queryable,
  id: string,
  type: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values({ id, type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/**
 * Takes one of `limit` numbered places atomically: concurrent callers queue on the counter's row,
 * so exactly `limit` of them ever succeed.
 */
export async function claimCounter(db: Queryable, name: string, limit: number): Promise<boolean> {
  if (limit <= 0) return false;
  const rows = await db
    .insert(appCounters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({
      target: appCounters.name,
      set: { value: sql`${appCounters.value} + 1` },
      setWhere: sql`${appCounters.value} < ${limit}`,
    })
    .returning({ value: appCounters.value });
  return rows.length > 0;
}

/** A counter's value; 0 before its first claim. */
export async function counterValue(db: Queryable, name: string): Promise<number> {
  const [row] = await db
    .select({ value: appCounters.value })
    .from(appCounters)
    .where(eq(appCounters.name, name))
    .limit(1);
  return row?.value ?? 0;
}

/** Every order of the person, oldest first ("Download my data"). */
export async function ordersOf(db: Queryable, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
}
