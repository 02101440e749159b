import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { idempotentReplies } from '../../db/schema.js';

/* Stored replies, one per user and Idempotency-Key (idempotency.service.ts). */

export async function findReply(db: Queryable, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotentReplies)
    .where(and(eq(idempotentReplies.userId, userId), eq(idempotentReplies.key, key)))
    .limit(1);
  return row;
}

export async function saveReply(
  db: Queryable,
  values: typeof idempotentReplies.$inferInsert,
): Promise<void> {
  await db.insert(idempotentReplies).values(values).onConflictDoNothing();
}

/** A person's stored replies, described by key, scope and date ("Download my data"). */
export async function repliesOf(db: Queryable, userId: string) {
  return db
    .select({
      key: idempotentReplies.key,
      scope: idempotentReplies.scope,
      createdAt: idempotentReplies.createdAt,
    })
    .from(idempotentReplies)
    .where(eq(idempotentReplies.userId, userId));
}
