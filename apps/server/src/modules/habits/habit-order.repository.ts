import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { habits } from '../../db/schema.js';
import { habitOrder } from './habit-order.js';

/* The reads and the write of PUT /api/habits/order (habit-order.service.ts). */

/** The ids of the user's active habits, in the order they are listed. */
export async function activeHabitIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: habits.id })
    .from(habits)
    .where(and(eq(habits.userId, userId), isNull(habits.archivedAt)))
    .orderBy(...habitOrder);
  return rows.map((row) => row.id);
}

/**
 * Gives each active habit its place in `ids` (0 first), in one statement. The ids travel as one
 * comma-joined parameter, so the statement is the same whatever their number (they are UUIDs, as
 * the request's schema checked, so they hold no comma).
 */
export async function writeOrder(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<void> {
  await db
    .update(habits)
    .set({
      position: sql`array_position(string_to_array(${ids.join(',')}, ',')::uuid[], ${habits.id}) - 1`,
    })
    .where(and(eq(habits.userId, userId), isNull(habits.archivedAt)));
}
