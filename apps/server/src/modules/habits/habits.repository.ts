import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
} from 'drizzle-orm';
import type { Day, Schedule, StreakState } from '@streakwise/shared';
import { selectRows, type Queryable } from '../../db/client.js';
import { checkIns, completions, dayProtections, habits, type HabitRow } from '../../db/schema.js';
import { firstPosition, habitOrder } from './habit-order.js';

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

export interface DayCount {
  habitId: string;
  day: string;
  count: number;
  /** The target that applied on that day. */
  target: number;
  /** A quit habit's slips that day (docs/decisions/032-habit-kinds.md); null or absent otherwise. */
  slips?: number | null;
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
      slips: completions.slips,
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

/**
 * A counted (`done`) or protected day of a habit, as the fair streak reads them; a protected day
 * says what protects it (`kind`) and why (`reason`, a skip's own words), a counted day neither.
 */
export interface FairDay {
  habitId: string;
  day: Day;
  done: boolean;
  kind: 'skip' | 'vacation' | 'freeze' | null;
  reason: string | null;
}

/**
 * Every counted day (count ≥ that day's target) up to `today`, and every protected day, those
 * planned after today included, of some habits: the history `computeFairStreak` needs
 * (docs/decisions/017-fair-streaks.md) and the rest days ahead, in one statement for all of them.
 * A day both done and protected comes twice, once each way. Served by the primary keys
 * (habit_id, day) of completions and day_protections.
 */
export async function fairDays(
  db: Queryable,
  userId: string,
  habitIds: readonly string[],
  today: Day,
): Promise<FairDay[]> {
  if (habitIds.length === 0) return [];
  const ids = [...habitIds];
  return db
    .select({
      habitId: completions.habitId,
      day: completions.day,
      done: sql<boolean>`true`.as('done'),
      kind: sql<FairDay['kind']>`null::text`.as('kind'),
      reason: sql<string | null>`null::text`.as('reason'),
    })
    .from(completions)
    .where(
      and(
        eq(completions.userId, userId),
        inArray(completions.habitId, ids),
        gte(completions.count, completions.target),
        lte(completions.day, today),
      ),
    )
    .unionAll(
      db
        .select({
          habitId: dayProtections.habitId,
          day: dayProtections.day,
          done: sql<boolean>`false`.as('done'),
          kind: sql<FairDay['kind']>`${dayProtections.kind}`.as('kind'),
          reason: sql<string | null>`${dayProtections.reason}`.as('reason'),
        })
        .from(dayProtections)
        .where(and(eq(dayProtections.userId, userId), inArray(dayProtections.habitId, ids))),
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

/**
 * Check-ins recorded in a range of days, net of undos (undone check-ins are excluded), per kind
 * (docs/decisions/032-habit-kinds.md): a count habit's units,
 * 1 for each entry of a measure (its units are hundredths), nothing for a quit habit's slips.
 */
export async function unitsBetween(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case ${habits.kind} when 'count' then ${checkIns.units}
        when 'measure' then 1 else 0 end), 0)`,
    })
    .from(checkIns)
    .innerJoin(habits, eq(habits.id, checkIns.habitId))
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
 * A habit as a perfect week judges it: when it existed, what it owes (its schedule), and the
 * week's days it was reached or protected (docs/decisions/017-fair-streaks.md). The check-in
 * passes this read to gamification (gamification/bonus-week.ts `HabitWeek`).
 */
export interface HabitWeek {
  habitId: string;
  createdOn: string;
  archivedAt: Date | null;
  schedule: Schedule;
  /** The days of the week on which it reached that day's target. */
  reached: string[];
}

/** Days packed as one 'YYYY-MM-DD,…' text by `string_agg`, and unpacked. */
const packDays = (day: typeof completions.day) =>
  sql`string_agg(to_char(${day}, 'YYYY-MM-DD'), ',')`;
const unpackDays = (packed: string | null) => (packed ? packed.split(',') : []);

/**
 * Every habit the user has (archived ones included) with its schedule and reached days in one
 * week: what a perfect week is judged by, in one statement (the days are packed per habit by a
 * correlated subquery served by the primary key (habit_id, day) of completions). Protected days
 * are not read: they keep a streak but do not make a week perfect (docs/decisions/017).
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
      schedule: habits.schedule,
      reached: sql<string | null>`(select ${packDays(completions.day)} from ${completions}
        where ${completions.habitId} = ${habits.id}
          and ${completions.day} between ${monday}::date and ${sunday}::date
          and ${completions.count} >= ${completions.target})`,
    })
    .from(habits)
    .where(eq(habits.userId, userId));
  return rows.map((row) => ({ ...row, reached: unpackDays(row.reached) }));
}
