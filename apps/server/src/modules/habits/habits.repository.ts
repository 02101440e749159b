import { and, count, desc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { StreakState } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import { completions, dayProtections, habits, type HabitRow } from '../../db/schema.js';
import { firstPosition, habitOrder } from './habit-order.js';

// The habit's days as its views, streaks and weeks read them live beside it.
export * from './day-counts.repository.js';

/**
 * A habit row as the views read it. `hasProtection` says whether any of its days is protected
 * (docs/decisions/017-fair-streaks.md): a daily habit without one is served from its kept streak,
 * any other from its history. It is read in the statement that reads the row (`hasProtectionColumn`),
 * so the common case costs no statement more; absent means not known, and the habit is then
 * treated as one that may have protections (always right, one read more).
 */
export type ListedHabit = HabitRow & { hasProtection?: boolean };

/**
 * Whether the habit has any protected day, as a column of a statement reading `habits`: the
 * primary key (habit_id, day) of day_protections answers it from the index.
 */
export const hasProtectionColumn = sql<boolean>`exists (select 1 from ${dayProtections} where ${dayProtections.habitId} = ${habits.id})`;

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
export function withStreak<Row extends HabitRow>(row: Row, state: StreakState): Row {
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

/**
 * In the person's order (habit-order.ts), except the archived habits alone, which are put aside
 * and listed newest first; every habit unless `set` says otherwise.
 */
export async function listHabits(
  db: Queryable,
  userId: string,
  set: HabitSet = 'all',
): Promise<(HabitRow & { hasProtection: boolean })[]> {
  return db
    .select({ ...getTableColumns(habits), hasProtection: hasProtectionColumn })
    .from(habits)
    .where(and(eq(habits.userId, userId), inSet(set)))
    .orderBy(...(set === 'archived' ? [desc(habits.createdAt), desc(habits.id)] : habitOrder));
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

/** A new habit comes first in the person's order, as the newest always did. */
export async function insertHabit(
  db: Queryable,
  values: Omit<typeof habits.$inferInsert, 'position'>,
): Promise<HabitRow> {
  const [row] = await db
    .insert(habits)
    .values({ ...values, position: firstPosition(values.userId) })
    .returning();
  if (!row) throw new Error('habit insert returned no row');
  return row;
}

/** A day's row written as it is (a new quit habit's today: docs/decisions/032-habit-kinds.md). */
export async function insertDayRow(
  db: Queryable,
  values: typeof completions.$inferInsert,
): Promise<void> {
  await db.insert(completions).values(values);
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
