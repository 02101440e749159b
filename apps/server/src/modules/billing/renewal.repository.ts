import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { orders, type OrderRow } from '../../db/schema.js';

/* Cancelling and resuming a plan's renewal (cancellation.service.ts). */

/**
 * The order that set a person's current paid plan and may renew it: their newest paid order for
 * `plan` that nothing has replaced. Undefined for a plan no order paid for (the launch offer).
 */
export async function currentPlanOrder(db: Queryable, userId: string, plan: OrderRow['plan']) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.plan, plan),
        eq(orders.status, 'paid'),
        isNull(orders.replacedAt),
      ),
    )
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return row;
}
