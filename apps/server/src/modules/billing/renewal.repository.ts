import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { orders, type OrderRow } from '../../db/schema.js';
import { newestPaidOrder } from './billing.repository.js';

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
