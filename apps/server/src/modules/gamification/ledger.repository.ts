import { and, asc, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { pointEntries, weeklyChallenges } from '../../db/schema.js';

/*
 * The reads of the points ledger and the fixed weekly targets that other modules make through
 * gamification.service.ts: the export's pages, the weekly report's tally and "Download my data".
 */

/** Where a page of the ledger ended: its last entry's creation time (as text, to the µs) and id. */
export interface PointsCursor {
  createdAt: string;
  id: string;
}

/** Before every entry. */
export const FIRST_POINTS: PointsCursor = {
  createdAt: '-infinity',
  id: '00000000-0000-0000-0000-000000000000',
};

/**
 * A page of the ledger entries dated within the range, in the order they were written, after
 * `after`, each with its habit's id (null once the habit is deleted).
 *
 * NOTE: (created_at, id) > the cursor is written so that point_entries_user_idx (user,
 * created_at) gives each page in order from the cursor on, the first page too: without it the
 * planner read the range's every entry by day and sorted them (3 years of 100 habits: 270,000
 * entries, 220 ms on PGlite, which serves no one else meanwhile).
 */
export async function pointsPage(
  db: Queryable,
  userId: string,
  range: { from: string; to: string },
  after: PointsCursor,
  limit: number,
) {
  const cursorTime = sql`${after.createdAt}::timestamptz`;
  return db
    .select({
      day: pointEntries.day,
      reason: pointEntries.reason,
      amount: pointEntries.amount,
      habitId: pointEntries.habitId,
      id: pointEntries.id,
      // NOTE: text, not a Date: a Date keeps milliseconds, the column keeps microseconds.
      createdAt: sql<string>`${pointEntries.createdAt}::text`,
    })
    .from(pointEntries)
    .where(
      and(
        eq(pointEntries.userId, userId),
        gte(pointEntries.createdAt, cursorTime),
        or(gt(pointEntries.createdAt, cursorTime), gt(pointEntries.id, after.id)),
        gte(pointEntries.day, range.from),
        lte(pointEntries.day, range.to),
      ),
    )
    .orderBy(asc(pointEntries.createdAt), asc(pointEntries.id))
    .limit(limit);
}

/**
 * The ledger of local days `from` to `to`, summed per reason and sign: what `pointsTally` needs to
 * tell earned from spent and taken back (docs/decisions/040-one-rule-per-figure.md).
 */
export async function pointsBetween(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<{ reason: string; amount: number }[]> {
  const gain = sql<boolean>`${pointEntries.amount} > 0`;
  const rows = await db
    .select({
      reason: pointEntries.reason,
      total: sql<string>`coalesce(sum(${pointEntries.amount}), 0)`,
    })
    .from(pointEntries)
    .where(
      and(eq(pointEntries.userId, userId), gte(pointEntries.day, from), lte(pointEntries.day, to)),
    )
    .groupBy(pointEntries.reason, gain);
  return rows.map((row) => ({ reason: row.reason, amount: Number(row.total) }));
}

/** Every ledger entry of the user, in the order they were written. */
export async function allPointEntries(db: Queryable, userId: string) {
  return db
    .select()
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId))
    .orderBy(asc(pointEntries.createdAt));
}

/** Every week whose challenge target is fixed, oldest first. */
export async function weekTargets(db: Queryable, userId: string) {
  return db
    .select({ weekStart: weeklyChallenges.weekStart, target: weeklyChallenges.target })
    .from(weeklyChallenges)
    .where(eq(weeklyChallenges.userId, userId))
    .orderBy(asc(weeklyChallenges.weekStart));
}
