import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { completions, habits } from '../../db/schema.js';

/** The user's active habits, with what the recommender and the AI summary may read. */
export async function activeHabits(db: Queryable, userId: string) {
  return db
    .select({
      id: habits.id,
      name: habits.name,
      description: habits.description,
      category: habits.category,
      dailyTarget: habits.dailyTarget,
      createdOn: habits.createdOn,
      schedule: habits.schedule,
    })
    .from(habits)
    .where(and(eq(habits.userId, userId), isNull(habits.archivedAt)))
    .orderBy(asc(habits.createdAt), asc(habits.id));
}

/** The habit-days from `from` to `to` that reached the target of that day. */
export async function doneDays(db: Queryable, userId: string, from: string, to: string) {
  return db
    .select({ habitId: completions.habitId, day: completions.day })
    .from(completions)
    .where(
      and(
        eq(completions.userId, userId),
        gte(completions.day, from),
        lte(completions.day, to),
        sql`${completions.count} >= ${completions.target}`,
      ),
    );
}
