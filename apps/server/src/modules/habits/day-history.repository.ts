import type { Day, HabitKind } from '@streakwise/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.js';
import { checkIns, completions, dayProtections, habitDays, habits } from '../../db/schema.js';
import { liveCheckInsBetween } from './check-in-times.repository.js';

/*
 * A habit's days over a range as other modules read them (through habits/habit-reads.service.ts):
 * premium's analytics, coaching, export, goals and suggestions. A long history is thousands of
 * days, so most come packed one row per habit, as offsets from a base day.
 */

/** What analytics needs of one habit's completions, days given as offsets from the range start. */
export interface HabitHistory {
  habitId: string;
  /** Days up to today on which it reached the target of that day, in no order (any distance back). */
  done: number[];
  /**
   * Days of the range with a row, and the sum of their stored counts: check-ins of a count, a
   * measure's hundredths, a quit habit's kept days (docs/decisions/032-habit-kinds.md). Only
   * `kindTotal` (premium/analytics.service.ts) reads the sum in the person's numbers.
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
  start: Day,
  today: Day,
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

/** Days from `from` (any distance back when null) to `to`, as offsets from `base`. */
export interface OffsetRange {
  base: Day;
  from: Day | null;
  to: Day;
}

/**
 * Each habit's days in the range that reached the target of the day, as offsets from `base`,
 * packed one row per habit (a long history is thousands of days; see habitHistories).
 */
export async function doneOffsets(
  db: Queryable,
  userId: string,
  { base, from, to }: OffsetRange,
): Promise<Map<string, number[]>> {
  const rows = await selectRows<{ habit_id: string; done: string }>(
    db,
    sql`
    select c.habit_id, string_agg((c.day - ${base}::date)::text, ',') as done
    from ${completions} c
    where c.user_id = ${userId} and c.day <= ${to}::date and c.count >= c.target
      ${from === null ? sql`` : sql`and c.day >= ${from}::date`}
    group by c.habit_id`,
  );
  return new Map(rows.map((r) => [r.habit_id, r.done.split(',').map(Number)]));
}

/**
 * Each habit's protected days (skipped, on vacation or frozen: docs/decisions/017-fair-streaks.md)
 * in the range, as offsets from `base`, packed one row per habit like `doneOffsets`. Served by the
 * (user, day) index of day_protections.
 */
export async function protectedOffsets(
  db: Queryable,
  userId: string,
  { base, from, to }: OffsetRange,
): Promise<Map<string, number[]>> {
  const rows = await selectRows<{ habit_id: string; days: string }>(
    db,
    sql`
    select p.habit_id, string_agg((p.day - ${base}::date)::text, ',') as days
    from ${dayProtections} p
    where p.user_id = ${userId} and p.day <= ${to}::date
      ${from === null ? sql`` : sql`and p.day >= ${from}::date`}
    group by p.habit_id`,
  );
  return new Map(rows.map((r) => [r.habit_id, r.days.split(',').map(Number)]));
}

/** A stored day: its completion row (count 0, target null without one) and its habit_days row. */
export interface DayRecord {
  habitId: string;
  day: Day;
  count: number;
  target: number | null;
  /** A quit habit's slips and limit that day (docs/decisions/032-habit-kinds.md); else null. */
  slips: number | null;
  slipLimit: number | null;
  note: string | null;
  corrected: boolean;
}

/**
 * The stored days of the range, of all the user's habits or of one: completion rows and the days'
 * notes and corrected marks (habit_days), one row per habit and day that has either, in day then
 * habit order.
 */
export async function dayRecordsBetween(
  db: Queryable,
  of: { userId: string } | { habitId: string },
  from: Day,
  to: Day,
): Promise<DayRecord[]> {
  const whose = 'habitId' in of ? sql`habit_id = ${of.habitId}` : sql`user_id = ${of.userId}`;
  return selectRows<DayRecord>(
    db,
    sql`
    select coalesce(c.habit_id, d.habit_id) as "habitId", coalesce(c.day, d.day)::text as day,
      coalesce(c.count, 0)::int as count, c.target, c.slips, c.slip_limit as "slipLimit",
      d.note, (d.corrected_at is not null) as corrected
    from (select * from ${completions} where ${whose}
            and day between ${from}::date and ${to}::date) c
    full join (select * from ${habitDays} where ${whose}
            and day between ${from}::date and ${to}::date) d
      on d.habit_id = c.habit_id and d.day = c.day
    order by 2, 1`,
  );
}

/**
 * What milestone goals count, per habit and day from `from` to `to` (docs/decisions/032-habit-
 * kinds.md): the live check-ins' units (undone ones do not count) and their number, with the
 * habit's kind, for counts and measures; a habit to quit's kept days (count >= target) from its
 * completions instead, units 1 each, since its check-ins are slips.
 * NOTE: check_ins is indexed by habit, not by user, so the user's habits lead the way in.
 */
export async function unitsByDay(db: Queryable, userId: string, from: Day, to: Day) {
  const rows = await selectRows<{
    habit_id: string;
    day: string;
    kind: HabitKind;
    units: number;
    entries: number;
  }>(
    db,
    sql`
    select ${checkIns.habitId} as habit_id, ${checkIns.day}::text as day, h.kind,
      sum(${checkIns.units})::int as units, count(*)::int as entries
    from ${habits} h join ${checkIns} on ${checkIns.habitId} = h.id
    where h.user_id = ${userId} and h.kind <> 'quit' and ${liveCheckInsBetween(userId, from, to)}
    group by ${checkIns.habitId}, ${checkIns.day}, h.kind
    having sum(${checkIns.units}) <> 0
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
