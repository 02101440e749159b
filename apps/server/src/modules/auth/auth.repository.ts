import { and, count, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { emailTokens, users, type EmailTokenRow, type UserRow } from '../../db/schema.js';

/*
 * An account's sign-up, verification links and password (the row's lookups and lock are the users
 * module's: users/users.repository.ts).
 */

type TokenPurpose = EmailTokenRow['purpose'];

/** Only for the routes that check the current password; no other request loads the hash. */
export async function findPasswordHash(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row?.passwordHash;
}

/** Inserts a user; returns undefined when the address is taken (a concurrent sign-up won). */
export async function insertUser(
  db: Queryable,
  values: { name: string; email: string; passwordHash: string; timezone: string; now: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      email: values.email,
      passwordHash: values.passwordHash,
      timezone: values.timezone,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Queryable,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'timezone' | 'emailVerifiedAt' | 'passwordHash'>> & {
    updatedAt: Date;
  },
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Sets a new password hash and revokes every token issued before it. */
export async function replacePassword(
  db: Queryable,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

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
