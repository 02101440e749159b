import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Day, Schedule } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import { checkIns, completions, dayProtections, habits } from '../../db/schema.js';
import { liveCheckInsBetween } from './check-in-times.repository.js';

/*
 * The reads of a habit's days (completions, protections, check-ins) that its views, its streak
 * rule and the week's bonuses use; habits.repository.ts re-exports them, so callers keep one
 * import for the habits' SQL.
 */

export interface DayCount {
  habitId: string;
  day: string;
  count: number;
  /** The target that applied on that day. */
  target: number;
  /** A quit habit's slips that day (docs/decisions/032-habit-kinds.md); null or absent otherwise. */
  slips?: number | null;
}

/** A completion row as a `DayCount` (and "Download my data", data-download.repository.ts). */
export const dayCountColumns = {
  habitId: completions.habitId,
  day: completions.day,
  count: completions.count,
  target: completions.target,
  slips: completions.slips,
};

/** Per-habit counts on or after `from` (and up to `to` when given). */
export async function completionsBetween(
  db: Queryable,
  userId: string,
  from: string,
  to?: string,
  habitId?: string,
): Promise<DayCount[]> {
  return db
    .select(dayCountColumns)
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
 * Every counted day (count ≥ that day's target) and every protected day, those after today
 * included, of some habits: the history the streak rule needs (docs/decisions/017-fair-streaks.md,
 * 045-one-streak-rule.md) and the rest days ahead, in one statement for all of them.
 * A day both done and protected comes twice, once each way. Served by the primary keys
 * (habit_id, day) of completions and day_protections.
 */
export async function fairDays(
  db: Queryable,
  userId: string,
  habitIds: readonly string[],
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

/**
 * Every day on which a habit reached the target of that day: the input of the streak rule, of one
 * habit or all, within [`from`, `to`] when given (suggestions' completion rate).
 */
export async function countedDays(
  db: Queryable,
  userId: string,
  which: { habitId?: string; from?: Day; to?: Day } = {},
): Promise<{ habitId: string; day: string }[]> {
  const { habitId, from, to } = which;
  return db
    .select({ habitId: completions.habitId, day: completions.day })
    .from(completions)
    .where(
      and(
        eq(completions.userId, userId),
        gte(completions.count, completions.target),
        habitId ? eq(completions.habitId, habitId) : undefined,
        from ? gte(completions.day, from) : undefined,
        to ? lte(completions.day, to) : undefined,
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
    .where(liveCheckInsBetween(userId, from, to));
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
