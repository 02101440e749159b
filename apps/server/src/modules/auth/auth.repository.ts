import { and, count, eq, gt, isNull, min } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { emailTokens, type EmailTokenRow } from '../../db/schema.js';

/*
 * An account's verification and reset links (the user row itself is the users module's:
 * users/users.service.ts).
 */

type TokenPurpose = EmailTokenRow['purpose'];

export async function insertEmailToken(
  db: Queryable,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(emailTokens).values({
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/**
 * Marks a live token used and returns it, in one statement: of two requests racing with the same
 * token, only one gets the row back (single use).
 */
export async function consumeEmailToken(
  db: Queryable,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<EmailTokenRow | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Retires every unused token of one purpose (after a reset, older reset links stop working). */
export async function retireEmailTokens(
  db: Queryable,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** How many links of a kind an account was sent since a moment, and when the first of them was. */
export async function emailTokensSince(
  db: Queryable,
  userId: string,
  purpose: TokenPurpose,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(emailTokens.createdAt) })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        gt(emailTokens.createdAt, since),
      ),
    );
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export async function listEmailTokens(db: Queryable, userId: string): Promise<EmailTokenRow[]> {
  return db
    .select()
    .from(emailTokens)
    .where(eq(emailTokens.userId, userId))
    .orderBy(emailTokens.createdAt);
}
