import { and, desc, eq } from 'drizzle-orm';
import type { Day } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import { vacations } from '../../db/schema.js';

/** A vacation as stored (docs/decisions/017-fair-streaks.md); its days are day_protections rows. */
export type VacationRow = typeof vacations.$inferSelect;

export async function insertVacation(
  db: Queryable,
  values: { userId: string; from: Day; to: Day; habitIds: string[] | null; now: Date },
): Promise<VacationRow> {
  const [row] = await db
    .insert(vacations)
    .values({
      userId: values.userId,
      fromDay: values.from,
      toDay: values.to,
      habitIds: values.habitIds,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('vacation insert returned no row');
  return row;
}

/** A user's vacations, latest start first; served by the (user, from_day) index. */
export async function listVacations(db: Queryable, userId: string): Promise<VacationRow[]> {
  return db
    .select()
    .from(vacations)
    .where(eq(vacations.userId, userId))
    .orderBy(desc(vacations.fromDay), desc(vacations.createdAt));
}

/** Deletes one of the user's vacations; false when the user has none with that id. */
export async function deleteVacation(
  db: Queryable,
  userId: string,
  vacationId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(vacations)
    .where(and(eq(vacations.id, vacationId), eq(vacations.userId, userId)))
    .returning({ id: vacations.id });
  return deleted.length > 0;
}
