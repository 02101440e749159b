import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  idempotentReplies,
  pointEntries,
  userBadges,
  users,
  weeklyChallenges,
} from '../../db/schema.js';

type PointEntry = typeof pointEntries.$inferInsert;

/**
 * Appends to the ledger and moves the user's running total by the same amount, in the caller's
 * transaction. A bonus whose key was already paid is skipped: returns false and changes nothing.
 */
export async function addPoints(tx: Queryable, entry: PointEntry): Promise<boolean> {
  const inserted = await tx
    .insert(pointEntries)
    .values(entry)
    .onConflictDoNothing({ target: [pointEntries.userId, pointEntries.bonusKey] })
    .returning({ id: pointEntries.id });
  if (inserted.length === 0) return false;
  await tx
    .update(users)
    .set({ points: sql`${users.points} + ${entry.amount}` })
    .where(eq(users.id, entry.userId));
  return true;
}

export async function hasBonus(db: Queryable, userId: string, bonusKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: pointEntries.id })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.bonusKey, bonusKey)))
    .limit(1);
  return rows.length > 0;
}

/** Whether any bonus of a kind (e.g. 'perfect-week') was ever paid. */
export async function hasAnyBonus(
  db: Queryable,
  userId: string,
  reason: 'perfect-week' | 'weekly-challenge',
): Promise<boolean> {
  const rows = await db
    .select({ id: pointEntries.id })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), eq(pointEntries.reason, reason)))
    .limit(1);
  return rows.length > 0;
}

export async function ledgerTotal(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointEntries.amount}), 0)` })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  return Number(row?.total ?? 0);
}

export async function heldBadges(
  db: Queryable,
  userId: string,
): Promise<{ badgeId: string; earnedAt: Date }[]> {
  return db
    .select({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(userBadges.earnedAt);
}

/** Awards badges once each: returns only the ids that were new. */
export async function awardBadges(
  tx: Queryable,
  userId: string,
  badgeIds: string[],
  now: Date,
): Promise<string[]> {
  if (badgeIds.length === 0) return [];
  const rows = await tx
    .insert(userBadges)
    .values(badgeIds.map((badgeId) => ({ userId, badgeId, earnedAt: now })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId });
  return rows.map((r) => r.badgeId);
}

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

export async function weeklyTarget(
  db: Queryable,
  userId: string,
  weekStart: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ target: weeklyChallenges.target })
    .from(weeklyChallenges)
    .where(and(eq(weeklyChallenges.userId, userId), eq(weeklyChallenges.weekStart, weekStart)))
    .limit(1);
  return row?.target;
}

/**
 * Fixes a week's challenge target unless it is fixed already; returns the target that holds. Two
 * requests seeing the week at once both end with the first one's target.
 */
export async function fixWeeklyTarget(
  db: Queryable,
  values: { userId: string; weekStart: string; target: number; createdAt: Date },
): Promise<number> {
  await db.insert(weeklyChallenges).values(values).onConflictDoNothing();
  return (await weeklyTarget(db, values.userId, values.weekStart)) ?? values.target;
}
