import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.js';
import { checkIns, completions, dayProtections, goals, habits } from '../../db/schema.js';

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

export async function findHabitName(db: Queryable, userId: string, habitId: string) {
  const [row] = await db
    .select({ name: habits.name })
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)));
  return row?.name;
}

/**
 * When each habit existed and when it is owed: streak and frequency goals count its due days,
 * and frequency goals without a habit the days all of them were done.
 */
export async function habitSpans(db: Queryable, userId: string) {
  return db
    .select({
      id: habits.id,
      createdOn: habits.createdOn,
      archivedAt: habits.archivedAt,
      schedule: habits.schedule,
    })
    .from(habits)
    .where(eq(habits.userId, userId));
}

/**
 * Each habit's days from `from` to `today` that reached the target of the day, as offsets from
 * today, packed one row per habit (a long history is thousands of days; see habitHistories).
 */
export async function doneOffsets(
  db: Queryable,
  userId: string,
  from: string | null,
  today: string,
): Promise<Map<string, number[]>> {
  const rows = await selectRows<{ habit_id: string; done: string }>(
    db,
    sql`
    select c.habit_id, string_agg((c.day - ${today}::date)::text, ',') as done
    from ${completions} c
    where c.user_id = ${userId} and c.day <= ${today}::date and c.count >= c.target
      ${from === null ? sql`` : sql`and c.day >= ${from}::date`}
    group by c.habit_id`,
  );
  return new Map(rows.map((r) => [r.habit_id, r.done.split(',').map(Number)]));
}

/**
 * Each habit's protected days (skipped, on vacation or frozen) from `from` to `today`, as offsets
 * from today, packed one row per habit like `doneOffsets`.
 */
export async function protectedOffsets(
  db: Queryable,
  userId: string,
  from: string | null,
  today: string,
): Promise<Map<string, number[]>> {
  const rows = await selectRows<{ habit_id: string; days: string }>(
    db,
    sql`
    select p.habit_id, string_agg((p.day - ${today}::date)::text, ',') as days
    from ${dayProtections} p
    where p.user_id = ${userId} and p.day <= ${today}::date
      ${from === null ? sql`` : sql`and p.day >= ${from}::date`}
    group by p.habit_id`,
  );
  return new Map(rows.map((r) => [r.habit_id, r.days.split(',').map(Number)]));
}

/**
 * What milestone goals count, per habit and day from `from` to `to` (docs/decisions/032-habit-
 * kinds.md): the live check-ins' units (undone ones do not count) and their number, with the
 * habit's kind, for counts and measures; a habit to quit's kept days (count >= target) from its
 * completions instead, units 1 each, since its check-ins are slips.
 * NOTE: check_ins is indexed by habit, not by user, so the user's habits lead the way in.
 */
export async function unitsByDay(db: Queryable, userId: string, from: string, to: string) {
  const rows = await selectRows<{
    habit_id: string;
    day: string;
    kind: 'count' | 'measure' | 'quit';
    units: number;
    entries: number;
  }>(
    db,
    sql`
    select c.habit_id, c.day::text as day, h.kind, sum(c.units)::int as units,
      count(*)::int as entries
    from ${habits} h join ${checkIns} c on c.habit_id = h.id
    where h.user_id = ${userId} and h.kind <> 'quit' and c.user_id = ${userId}
      and c.day between ${from}::date and ${to}::date and c.undone_at is null
    group by c.habit_id, c.day, h.kind
    having sum(c.units) <> 0
    union all
    select d.habit_id, d.day::text, h.kind, 1, 1
    from ${habits} h join ${completions} d on d.habit_id = h.id
    where h.user_id = ${userId} and h.kind = 'quit' and d.user_id = ${userId}
      and d.day between ${from}::date and ${to}::date and d.count >= d.target`,
  );
  return rows.map((r) => ({
    habitId: r.habit_id,
    day: r.day,
    kind: r.kind,
    units: Number(r.units),
    entries: Number(r.entries),
  }));
}
