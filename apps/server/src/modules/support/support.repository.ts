import { SUPPORT_LIST_LIMIT } from '@streakwise/shared';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { supportRequests, type SupportRequestRow } from '../../db/schema.js';

export type NewSupportRequest = Omit<SupportRequestRow, 'id'>;

export async function insertSupportRequest(
  tx: Queryable,
  values: NewSupportRequest,
): Promise<SupportRequestRow> {
  const [row] = await tx.insert(supportRequests).values(values).returning();
  if (!row) throw new Error('support request not stored');
  return row;
}

/** The person's own requests, newest first. */
export async function listSupportRequests(
  db: Queryable,
  userId: string,
  limit = SUPPORT_LIST_LIMIT,
): Promise<SupportRequestRow[]> {
  return db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(limit);
}
