import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { orders, users, type OrderRow } from '../../db/schema.js';
import { newestPaidOrder } from './billing.repository.js';
import { signedInUserColumns, type SignedInUser } from '../users/user-view.js';

/* Cancelling and resuming a plan's renewal (cancellation.service.ts). */

/**
 * The order that set a person's current paid plan and may renew it: their newest paid order for
 * `plan` that nothing has replaced. Undefined for a plan no order paid for (the launch offer).
 */
export async function currentPlanOrder(db: Queryable, userId: string, plan: OrderRow['plan']) {
  return newestPaidOrder(
    db,
    and(eq(orders.userId, userId), eq(orders.plan, plan), isNull(orders.replacedAt)),
  );
}

/**
 * Sets whether the plan renews, only while it runs (`expiredAt` after `now`, or none) and only when it
 * changes: the row when it did, nothing otherwise (so its mail goes once).
 */
export async function setRenewal(
  db: Queryable,
  userId: string,
  cancelAtPeriodEnd: boolean,
  now: Date,
): Promise<SignedInUser | undefined> {
  const [row] = await db
    .update(users)
    .set({ cancelAtPeriodEnd, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        ne(users.cancelAtPeriodEnd, cancelAtPeriodEnd),
        sql`${users.plan} <> 'free'`,
        or(isNull(users.expiredAt), sql`${users.expiredAt} > ${now}`),
      ),
    )
    .returning(signedInUserColumns);
  return row;
}
