import { and, count, desc, eq, gte, isNotNull, isNull, lte, sql, sum } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.js';
import {
  checkIns,
  completions,
  habits,
  users,
  type CheckInRow,
  type HabitRow,
  type UserRow,
} from '../../db/schema.js';

/**
 * Locks the user's row for the rest of the transaction. Every write that reads across the user's
 * habits (check-in, undo, create) takes it first, so they run one at a time per user.
 */
export async function lockUser(tx: Queryable, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** Which habits a read wants: the active ones, the archived ones, or every habit the user has. */
export type HabitSet = 'active' | 'archived' | 'all';

const inSet = (set: HabitSet) =>
  set === 'active'
    ? isNull(habits.archivedAt)
    : set === 'archived'
      ? isNotNull(habits.archivedAt)
      : undefined;

/** Newest first; every habit unless `set` says otherwise. */
export async function listHabits(
  db: Queryable,
  userId: string,
  set: HabitSet = 'all',
): Promise<HabitRow[]> {
  return db
    .select()
    .from(habits)
    .where(and(eq(habits.userId, userId), inSet(set)))
    .orderBy(desc(habits.createdAt), desc(habits.id));
}

/**
 * Every habit the user has, archived ones included: the count the habit badges are judged by.
 * The plan's limit and the weekly challenge count only the active ones (`countActiveHabits`).
 */
export async function countHabits(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(habits).where(eq(habits.userId, userId));
  return row?.n ?? 0;
}

export async function countActiveHabits(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(habits)
    .where(and(eq(habits.userId, userId), inSet('active')));
  return row?.n ?? 0;
}

export async function findHabit(
  db: Queryable,
  userId: string,
  habitId: string,
): Promise<HabitRow | undefined> {
  const [row] = await db
    .select()
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .limit(1);
  return row;
}

export async function insertHabit(
  db: Queryable,
  values: typeof habits.$inferInsert,
): Promise<HabitRow> {
  const [row] = await db.insert(habits).values(values).returning();
  if (!row) throw new Error('habit insert returned no row');
  return row;
}

export async function deleteHabit(
  db: Queryable,
  userId: string,
  habitId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .returning({ id: habits.id });
  return deleted.length > 0;
}

export interface DayCount {
  habitId: string;
  day: string;
  count: number;
  /** The target that applied on that day. */
  target: number;
}

/** Per-habit counts on or after `from` (and up to `to` when given). */
export async function completionsBetween(
  db: Queryable,
  userId: string,
  from: string,
  to?: string,
  habitId?: string,
): Promise<DayCount[]> {
  return db
    .select({
      habitId: completions.habitId,
      day: completions.day,
      count: completions.count,
      target: completions.target,
    })
    .from(completions)
    .where(
      and(
        eq(completions.userId, userId),
        gte(completions.day, from),
        to ? lte(completions.day, to) : undefined,
        habitId ? eq(completions.habitId, habitId) : undefined,
      ),
    )
    .orderBy(completions.day);
}

/**
 * Current and longest streak of each of the user's habits, computed where the history lives (one
 * row per habit, however long the history). Same rule as `computeStreak` in shared/domain, which a
 * test holds it to: runs of consecutive counted days up to today; `current` is the run ending today
 * or yesterday.
 */
export async function streaksByHabit(
  db: Queryable,
  userId: string,
  today: string,
  habitId?: string,
): Promise<Map<string, { current: number; longest: number }>> {
  const yesterday = sql`(${today}::date - 1)`;
  const rows = await selectRows<{ habit_id: string; current: number; longest: number }>(
    db,
    sql`
    with counted as (
      select c.habit_id, c.day, c.day - (row_number() over (partition by c.habit_id order by c.day))::int as run
      from ${completions} c
      where c.user_id = ${userId} and c.count >= c.target and c.day <= ${today}::date
        ${habitId ? sql`and c.habit_id = ${habitId}` : sql``}
    ), runs as (
      select habit_id, count(*)::int as length, max(day) as last_day from counted group by habit_id, run
    )
    select habit_id,
      max(case when last_day >= ${yesterday} then length else 0 end)::int as current,
      max(length)::int as longest
    from runs group by habit_id`,
  );
  return new Map(
    rows.map((r) => [r.habit_id, { current: Number(r.current), longest: Number(r.longest) }]),
  );
}

export async function userPoints(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row?.points ?? 0;
}

/** Every day on which a habit reached its target: the input of the streak rule. */
export async function countedDays(
  db: Queryable,
  userId: string,
  habitId?: string,
): Promise<{ habitId: string; day: string }[]> {
  return db
    .select({ habitId: completions.habitId, day: completions.day })
    .from(completions)
    .where(
      and(
        eq(completions.userId, userId),
        gte(completions.count, completions.target),
        habitId ? eq(completions.habitId, habitId) : undefined,
      ),
    );
}

export async function setCompletion(
  db: Queryable,
  values: {
    habitId: string;
    userId: string;
    day: string;
    count: number;
    target: number;
    now: Date;
  },
) {
  if (values.count <= 0) {
    await db
      .delete(completions)
      .where(and(eq(completions.habitId, values.habitId), eq(completions.day, values.day)));
    return;
  }
  await db
    .insert(completions)
    .values({
      habitId: values.habitId,
      userId: values.userId,
      day: values.day,
      count: values.count,
      target: values.target,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [completions.habitId, completions.day],
      set: { count: values.count, target: values.target, updatedAt: values.now },
    });
}

/** Check-in units recorded in a range of days (net of undos, since undone check-ins are excluded). */
export async function unitsBetween(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sum(checkIns.units) })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.userId, userId),
        gte(checkIns.day, from),
        lte(checkIns.day, to),
        isNull(checkIns.undoneAt),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertCheckIn(
  db: Queryable,
  values: typeof checkIns.$inferInsert,
): Promise<CheckInRow> {
  const [row] = await db.insert(checkIns).values(values).returning();
  if (!row) throw new Error('check-in insert returned no row');
  return row;
}

export async function lastLiveCheckIn(
  db: Queryable,
  habitId: string,
  day: string,
): Promise<CheckInRow | undefined> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.habitId, habitId), eq(checkIns.day, day), isNull(checkIns.undoneAt)))
    .orderBy(desc(checkIns.createdAt), desc(sql`${checkIns.id}`))
    .limit(1);
  return row;
}

export async function markUndone(db: Queryable, checkInId: string, now: Date): Promise<void> {
  await db.update(checkIns).set({ undoneAt: now }).where(eq(checkIns.id, checkInId));
}
