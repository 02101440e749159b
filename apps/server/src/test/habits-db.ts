import { asc, count, eq, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  dayProtections,
  pointEntries,
  users,
  type checkIns,
  type completions,
  type habits,
  type idempotentReplies,
  type userBadges,
} from '../db/schema.js';
import { db, type TestApp } from './helper.js';

/*
 * The database reads and writes of the habits test kit (re-exported by habits.ts): what the API
 * does not show, checked or set up directly.
 */

/** The points ledger of a user (of everyone without one): the sum of its amounts and its size. */
export async function ledger(
  t: TestApp,
  userId?: string,
): Promise<{ total: number; entries: number }> {
  const [row] = await db(t)
    .select({ total: sum(pointEntries.amount), entries: count() })
    .from(pointEntries)
    .where(userId ? eq(pointEntries.userId, userId) : undefined);
  return { total: Number(row?.total ?? 0), entries: row?.entries ?? 0 };
}

/** The sum of a user's point_entries.amount, which users.points must always equal. */
export const ledgerSum = async (t: TestApp, userId: string) => (await ledger(t, userId)).total;

/** users.points of a user. */
export async function storedPoints(t: TestApp, userId: string): Promise<number | undefined> {
  const [row] = await db(t)
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, userId));
  return row?.points;
}

/** The tables that hold a user's habits data, each with a user_id. */
export type UserTable =
  | typeof habits
  | typeof completions
  | typeof checkIns
  | typeof pointEntries
  | typeof userBadges
  | typeof idempotentReplies;

/** How many rows a table holds for a user (for everyone without one). */
export async function countRows(t: TestApp, table: UserTable, userId?: string): Promise<number> {
  const [row] = await db(t)
    .select({ n: count() })
    .from(table)
    .where(userId ? eq(table.userId, userId) : undefined);
  return row?.n ?? 0;
}

/**
 * Protects one day of a habit directly in `day_protections`, as a skip, a vacation or a used
 * freeze leaves it (docs/decisions/017-fair-streaks.md), for tests that need a protected day
 * without going through the endpoints that make one.
 */
export async function protectDay(
  t: TestApp,
  m: { id: string },
  habitId: string,
  day: string,
  kind: 'skip' | 'vacation' | 'freeze' = 'skip',
): Promise<void> {
  await db(t).insert(dayProtections).values({ habitId, userId: m.id, day, kind });
}

/**
 * A user's protected days as stored, by day then habit: the habit, day and kind of each, and the
 * `more` columns of `day_protections` (e.g. `{ reason: dayProtections.reason }`).
 */
export const storedProtections = <More extends Record<string, PgColumn>>(
  t: TestApp,
  m: { id: string },
  more: More,
) =>
  db(t)
    .select({
      habitId: dayProtections.habitId,
      day: dayProtections.day,
      kind: dayProtections.kind,
      ...more,
    })
    .from(dayProtections)
    .where(eq(dayProtections.userId, m.id))
    .orderBy(asc(dayProtections.day), asc(dayProtections.habitId));
