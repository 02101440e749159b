import { eq, sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.js';
import { completions, dayProtections, habits } from '../../db/schema.js';
import { habitOrder } from '../habits/habit-order.js';

/**
 * Every habit of the user, archived ones included (their past days still count), in the person's
 * order (habits/habit-order.ts), as the dashboard lists them.
 */
export async function analyticsHabits(db: Queryable, userId: string) {
  return db
    .select({
      id: habits.id,
      name: habits.name,
      category: habits.category,
      dailyTarget: habits.dailyTarget,
      kind: habits.kind,
      unit: habits.unit,
      createdOn: habits.createdOn,
      archivedAt: habits.archivedAt,
      schedule: habits.schedule,
    })
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(...habitOrder);
}

/** What analytics needs of one habit's completions, days given as offsets from the range start. */
export interface HabitHistory {
  habitId: string;
  /** Days up to today on which it reached the target of that day, in no order (any distance back). */
  done: number[];
  /**
   * Days of the range with a row, and the sum of their stored counts: check-ins of a count, a
   * measure's hundredths, a quit habit's kept days (docs/decisions/032-habit-kinds.md). Only
   * `kindTotal` (analytics.service.ts) reads the sum in the person's numbers.
   */
  checkedIn: number;
  units: number;
  /** Today's count and the target it is measured against; null without a check-in today. */
  today: { count: number; target: number } | null;
}

/**
 * The completions of the range, of the period before it and the days reached before that (which
 * streaks need), in one query: one row per habit, the reached days packed as a list of offsets.
 * NOTE: a year of 100 habits is ~70,000 rows; sent one by one, parsing them alone took longer than
 * the whole reply may. Grouping by hash needs no sort either (the streak SQL of the habits module
 * sorts the user's whole history and spills to disk at this size).
 */
export async function habitHistories(
  db: Queryable,
  userId: string,
  start: string,
  today: string,
): Promise<HabitHistory[]> {
  const rows = await selectRows<{
    habit_id: string;
    done: string | null;
    checked_in: number;
    units: number;
    today_count: number | null;
    today_target: number | null;
  }>(
    db,
    sql`
    select c.habit_id,
      string_agg((c.day - ${start}::date)::text, ',') filter (where c.count >= c.target) as done,
      count(*) filter (where c.day >= ${start}::date)::int as checked_in,
      coalesce(sum(c.count) filter (where c.day >= ${start}::date), 0)::int as units,
      max(c.count) filter (where c.day = ${today}::date) as today_count,
      max(c.target) filter (where c.day = ${today}::date) as today_target
    from ${completions} c
    where c.user_id = ${userId} and c.day <= ${today}::date
      and (c.count >= c.target or c.day >= ${start}::date)
    group by c.habit_id`,
  );
  return rows.map((r) => ({
    habitId: r.habit_id,
    done: r.done ? r.done.split(',').map(Number) : [],
    checkedIn: Number(r.checked_in),
    units: Number(r.units),
    today:
      r.today_count === null || r.today_target === null
        ? null
        : { count: Number(r.today_count), target: Number(r.today_target) },
  }));
}

/**
 * Each habit's protected days up to `today` (skipped, on vacation or frozen: decision 017), any
 * distance back since streaks need them all, as offsets from `start`, packed one row per habit as
 * `habitHistories` packs its days. Served by the (user, day) index of day_protections.
 */
export async function protectedOffsets(
  db: Queryable,
  userId: string,
  start: string,
  today: string,
): Promise<Map<string, number[]>> {
  const rows = await selectRows<{ habit_id: string; days: string }>(
    db,
    sql`
    select p.habit_id, string_agg((p.day - ${start}::date)::text, ',') as days
    from ${dayProtections} p
    where p.user_id = ${userId} and p.day <= ${today}::date
    group by p.habit_id`,
  );
  return new Map(rows.map((r) => [r.habit_id, r.days.split(',').map(Number)]));
}
