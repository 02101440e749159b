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

/** Points the ledger recorded for local days `from` to `to` (undos and bonuses included). */
export async function pointsBetween(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${pointEntries.amount}), 0)` })
    .from(pointEntries)
    .where(
      and(eq(pointEntries.userId, userId), gte(pointEntries.day, from), lte(pointEntries.day, to)),
    );
  return Number(row?.total ?? 0);
}
