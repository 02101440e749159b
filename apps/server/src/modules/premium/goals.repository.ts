import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { goals, habits } from '../../db/schema.js';

const goalColumns = {
  id: goals.id,
  title: goals.title,
  description: goals.description,
  type: goals.type,
  target: goals.target,
  habitId: goals.habitId,
  habitName: goals.habitName,
  deadline: goals.deadline,
  reward: goals.reward,
  status: goals.status,
  completedAt: goals.completedAt,
  createdOn: goals.createdOn,
  createdAt: goals.createdAt,
  /** The linked habit's name now (null once the habit is deleted). */
  linkedName: habits.name,
};

/** The user's goals, newest first, with the linked habit's current name. */
export async function listGoals(db: Queryable, userId: string, goalId?: string) {
  return db
    .select(goalColumns)
    .from(goals)
    .leftJoin(habits, eq(habits.id, goals.habitId))
    .where(and(eq(goals.userId, userId), goalId ? eq(goals.id, goalId) : undefined))
    .orderBy(desc(goals.createdAt), desc(goals.id));
}

export type GoalRecord = Awaited<ReturnType<typeof listGoals>>[number];

/** One goal of the user, locked for the rest of the transaction (PUT reads, decides, writes). */
export async function lockGoal(tx: Queryable, userId: string, goalId: string) {
  const [row] = await tx
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
    .for('update');
  return row;
}

export async function insertGoal(tx: Queryable, values: typeof goals.$inferInsert) {
  const [row] = await tx.insert(goals).values(values).returning({ id: goals.id });
  if (!row) throw new Error('goal insert returned no row');
  return row;
}

export async function updateGoal(
  tx: Queryable,
  userId: string,
  goalId: string,
  values: Partial<typeof goals.$inferInsert>,
): Promise<void> {
  await tx
    .update(goals)
    .set(values)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
}

export async function deleteGoal(tx: Queryable, userId: string, goalId: string) {
  const deleted = await tx
    .delete(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
    .returning({ id: goals.id });
  return deleted.length > 0;
}

/** Deletes the user's goals of these ids (an import taken back). */
export async function deleteGoals(tx: Queryable, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(goals).where(and(eq(goals.userId, userId), inArray(goals.id, [...ids])));
}

/**
 * Records what the data decided, only for goals still active: a goal already settled (or paused
 * by the user in the meantime) is left alone, so the first completedAt stays.
 */
export async function settleGoals(
  tx: Queryable,
  userId: string,
  ids: string[],
  status: 'completed' | 'failed',
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(goals)
    .set({ status, completedAt: status === 'completed' ? now : null, updatedAt: now })
    .where(and(eq(goals.userId, userId), inArray(goals.id, ids), eq(goals.status, 'active')));
}

/** Every goal of the person as stored, oldest first ("Download my data"). */
export async function goalRowsOf(db: Queryable, userId: string) {
  return db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.createdAt));
}
