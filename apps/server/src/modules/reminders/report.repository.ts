import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { habits, pointEntries } from '../../db/schema.js';

/** Every habit of the user, archived ones included (they count on the days they existed). */
export async function reportHabits(db: Queryable, userId: string) {
  return db
    .select({
      id: habits.id,
      name: habits.name,
      kind: habits.kind,
      unit: habits.unit,
      createdOn: habits.createdOn,
      archivedAt: habits.archivedAt,
      schedule: habits.schedule,
    })
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.createdAt), asc(habits.id));
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
