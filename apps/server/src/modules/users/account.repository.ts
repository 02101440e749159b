import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema.js';
import { signedInUserColumns, type SignedInUser } from './user-view.js';

/*
 * The writes to the user row that other modules' rules decide (the users module owns the row,
 * db/owners.ts): sign-up, verification and passwords for auth, the plan and its expiry for
 * billing, a scheduled mail turned off for reminders. They reach these through users.service.ts.
 */

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

/** Every token issued so far carries an older version from now on, so each one is refused. */
export async function bumpTokenVersion(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function updateSubscription(
  db: Queryable,
  userId: string,
  values: Partial<
    Pick<UserRow, 'plan' | 'priceType' | 'expiredAt' | 'cancelAtPeriodEnd' | 'launchOffer'>
  > & { updatedAt: Date },
): Promise<SignedInUser | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(eq(users.id, userId))
    .returning(signedInUserColumns);
  return row;
}

/**
 * Downgrades a user whose paid plan has expired; returns the new row (without the password hash),
 * or nothing if it was not due. Callers compare first (shared `isExpired`), so this write runs
 * once per expiry, never on an ordinary request.
 */
export async function expireIfDue(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<SignedInUser | undefined> {
  const [row] = await db
    .update(users)
    .set({ plan: 'free', priceType: null, cancelAtPeriodEnd: false, updatedAt: now })
    .where(
      and(eq(users.id, userId), sql`${users.plan} <> 'free'`, sql`${users.expiredAt} <= ${now}`),
    )
    .returning(signedInUserColumns);
  return row;
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

/** Turns the given mail switches off; false when the user no longer exists. */
export async function setMailSwitches(
  db: Queryable,
  userId: string,
  values: Partial<Pick<UserRow, 'reminderEnabled' | 'weeklyReport'>> & { updatedAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set(values)
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
