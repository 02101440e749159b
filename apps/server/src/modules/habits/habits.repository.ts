import { and, count, desc, eq, gte, isNotNull, isNull, lte, sql, sum } from 'drizzle-orm';
import type { StreakState } from '@streakwise/shared';
import { selectRows, type Queryable } from '../../db/client.js';
import { checkIns, completions, habits, type HabitRow } from '../../db/schema.js';

/** A habit's kept streak, as the row stores it (docs/decisions/012-streak-state.md). */
export function streakStateOf(row: HabitRow): StreakState {
  return {
    openDay: row.streakOpenDay,
    openDone: row.streakOpenDone,
    settledLast: row.streakSettledLast,
    settledRun: row.streakSettledRun,
    settledLongest: row.streakSettledLongest,
  };
}

/** The row with another kept streak, as it reads once that streak is stored. */
export function withStreak(row: HabitRow, state: StreakState): HabitRow {
  return { ...row, ...streakColumns(state) };
}

/** The columns of a kept streak, for an insert or an update of habit rows. */
export function streakColumns(state: StreakState) {
  return {
    streakOpenDay: state.openDay,
    streakOpenDone: state.openDone,
    streakSettledLast: state.settledLast,
    streakSettledRun: state.settledRun,
    streakSettledLongest: state.settledLongest,
  } satisfies Partial<HabitRow>;
}

/** Stores a kept streak rebuilt or changed without a write to the day (a new target). */
export async function saveStreak(
  db: Queryable,
  habitId: string,
  streak: StreakState,
): Promise<void> {
  await db.update(habits).set(streakColumns(streak)).where(eq(habits.id, habitId));
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
 * NOTE: it reads the whole history. The day's reads use the kept streak instead and come here only
 * when that cannot answer (docs/decisions/012-streak-state.md); the weekly report asks as of a
 * Monday.
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

/**
 * A habit as a perfect week judges it: when it existed, and the week's days it was reached. The
 * check-in passes this read to gamification (gamification/rewards.ts `HabitWeek`).
 */
export interface HabitWeek {
  habitId: string;
  createdOn: string;
  archivedAt: Date | null;
  /** The days of the week on which it reached that day's target. */
  reached: string[];
}

/**
 * Every habit the user has (archived ones included) with its reached days in one week: what a
 * perfect week is judged by, in one statement.
 */
export async function weekOfHabits(
  db: Queryable,
  userId: string,
  monday: string,
  sunday: string,
): Promise<HabitWeek[]> {
  const rows = await db
    .select({
      habitId: habits.id,
      createdOn: habits.createdOn,
      archivedAt: habits.archivedAt,
      day: completions.day,
    })
    .from(habits)
    .leftJoin(
      completions,
      and(
        eq(completions.habitId, habits.id),
        gte(completions.day, monday),
        lte(completions.day, sunday),
        gte(completions.count, completions.target),
      ),
    )
    .where(eq(habits.userId, userId));
  const byId = new Map<string, HabitWeek>();
  for (const { habitId, createdOn, archivedAt, day } of rows) {
    const entry = byId.get(habitId) ?? { habitId, createdOn, archivedAt, reached: [] };
    if (day !== null) entry.reached.push(day);
    byId.set(habitId, entry);
  }
  return [...byId.values()];
}
