import type { StreakState } from '@streakwise/shared';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.js';
import {
  checkIns,
  completions,
  habits,
  pointEntries,
  users,
  type CheckInRow,
  type HabitRow,
} from '../../db/schema.js';
import type { DayRow } from './habit-kinds.js';
import { hasProtectionColumn, type DayCount } from './habits.repository.js';

/*
 * The reads and writes of a check-in and an undo (check-in.service.ts, undo.service.ts): each
 * thing read once, and each change that must move with another written in the same statement
 * (docs/decisions/012-streak-state.md).
 */

/**
 * A habit (with whether any of its days is protected, which decides how its streak is served:
 * docs/decisions/017-fair-streaks.md), its count on `day` (0 without a row), the target that day
 * was given (null without a row), and its rows on or after `since` (the reply's window): the one
 * read a check-in or undo starts with.
 * NOTE: run after the user's row lock, so it sees every check-in committed before this one.
 */
export async function findHabitOnDay(
  db: Queryable,
  userId: string,
  habitId: string,
  day: string,
  since: string,
): Promise<
  | {
      habit: HabitRow & { hasProtection: boolean };
      /** The day's row (a quit habit's slips and limit; null without a row, and for other kinds). */
      stored: DayRow;
      recent: DayCount[];
    }
  | undefined
> {
  const [row] = await db
    .select({
      habit: habits,
      hasProtection: hasProtectionColumn,
      dayCount: completions.count,
      dayTarget: completions.target,
      daySlips: completions.slips,
      daySlipLimit: completions.slipLimit,
      // NOTE: `w`, not the table's name: the same table is joined outside for `day`.
      recent: sql<{ day: string; count: number; target: number; slips: number | null }[]>`coalesce((
        select json_agg(json_build_object('day', w.day, 'count', w.count, 'target', w.target,
            'slips', w.slips) order by w.day)
        from ${completions} w
        where w.habit_id = ${habits.id} and w.day >= ${since}::date), '[]')`,
    })
    .from(habits)
    .leftJoin(completions, and(eq(completions.habitId, habits.id), eq(completions.day, day)))
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .limit(1);
  return (
    row && {
      habit: { ...row.habit, hasProtection: row.hasProtection },
      stored: {
        count: row.dayCount ?? 0,
        target: row.dayTarget,
        slips: row.daySlips,
        slipLimit: row.daySlipLimit,
      },
      recent: row.recent.map((r) => ({
        habitId,
        day: r.day,
        count: r.count,
        target: r.target,
        slips: r.slips,
      })),
    }
  );
}

/** A day's count and the habit's kept streak after it: what a check-in and an undo write. */
export interface DayWrite {
  habitId: string;
  userId: string;
  day: string;
  count: number;
  target: number;
  /** A quit habit's slips and limit that day; absent (null) for the other kinds. */
  slips?: number | null;
  slipLimit?: number | null;
  now: Date;
  streak: StreakState;
}

/** Whether a write leaves its day without a row: a count of 0, except a quit day's (it stays, kept or over). */
export const leavesNoRow = (day: Pick<DayWrite, 'count' | 'slips'>): boolean =>
  day.count <= 0 && (day.slips ?? null) === null;

/**
 * The day's count (its row deleted when it drops to 0, a quit day's kept) and the habit's kept
 * streak, as two parts of a `with` list (of `writeCheckIn` or `writeUndo`): they change together
 * or not at all.
 */
export function dayParts(values: DayWrite): SQL {
  const { habitId, userId, day, count, target, now, streak } = values;
  const slips = values.slips ?? null;
  const slipLimit = values.slipLimit ?? null;
  const change = leavesNoRow(values)
    ? sql`delete from ${completions} where habit_id = ${habitId} and day = ${day}::date`
    : slips === null
      ? sql`insert into ${completions} (habit_id, user_id, day, count, target, updated_at)
          values (${habitId}, ${userId}, ${day}::date, ${count}, ${target}, ${now}::timestamptz)
          on conflict (habit_id, day)
          do update set count = excluded.count, target = excluded.target, updated_at = excluded.updated_at`
      : sql`insert into ${completions}
            (habit_id, user_id, day, count, target, slips, slip_limit, updated_at)
          values (${habitId}, ${userId}, ${day}::date, ${count}, ${target}, ${slips}, ${slipLimit},
            ${now}::timestamptz)
          on conflict (habit_id, day)
          do update set count = excluded.count, target = excluded.target, slips = excluded.slips,
            slip_limit = excluded.slip_limit, updated_at = excluded.updated_at`;
  return sql`day_change as (${change}), kept_streak as (
    update ${habits} set
      streak_open_day = ${streak.openDay}::date,
      streak_open_done = ${streak.openDone},
      streak_settled_last = ${streak.settledLast}::date,
      streak_settled_run = ${streak.settledRun},
      streak_settled_longest = ${streak.settledLongest}
    where id = ${habitId})`;
}

/**
 * A check-in in one statement (docs/decisions/012-streak-state.md): its day's count and the
 * habit's kept streak, the check-in, its ledger entry and the user's new total (the total moves
 * with the ledger: docs/decisions/003-habits-and-gamification.md). Returns the user's points after
 * it, and `facts`, an SQL expression of the caller's (the gamification facts its payment needs),
 * read in the same statement and so as the tables were before it.
 */
export async function writeCheckIn<Facts>(
  db: Queryable,
  values: DayWrite & { units: number; points: number },
  facts: SQL,
): Promise<{ points: number; facts: Facts }> {
  const { habitId, userId, day, units, points, now } = values;
  const [row] = await selectRows<{ points: number; facts: Facts }>(
    db,
    sql`
    with ${dayParts(values)}, check_in as (
      insert into ${checkIns} (habit_id, user_id, day, units, points, created_at)
      values (${habitId}, ${userId}, ${day}::date, ${units}, ${points}, ${now}::timestamptz)
      returning id
    ), entry as (
      insert into ${pointEntries} (user_id, habit_id, check_in_id, reason, amount, day, created_at)
      select ${userId}::uuid, ${habitId}::uuid, id, 'check-in', ${points}, ${day}::date, ${now}::timestamptz
      from check_in
    )
    update ${users} set points = points + ${points} where id = ${userId}
    returning points, ${facts} as facts`,
  );
  if (!row) throw new Error('check-in found no user');
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

/**
 * An undo in one statement, as `writeCheckIn` is a check-in: the day's count (`day` carries it
 * after the undo) and the habit's kept streak, the check-in marked undone, the negative of its
 * points in the ledger and the user's total moved by as much. Returns the user's points after it,
 * and `facts`, the caller's SQL expression read as the tables were before the statement.
 */
export async function writeUndo<Facts>(
  db: Queryable,
  day: DayWrite,
  checkIn: Pick<CheckInRow, 'id' | 'habitId' | 'userId' | 'day' | 'points'>,
  facts: SQL,
): Promise<{ points: number; facts: Facts }> {
  const { id, habitId, userId, points } = checkIn;
  const { now } = day;
  const [row] = await selectRows<{ points: number; facts: Facts }>(
    db,
    sql`
    with ${dayParts(day)}, undone as (
      update ${checkIns} set undone_at = ${now}::timestamptz where id = ${id}
    ), entry as (
      insert into ${pointEntries} (user_id, habit_id, check_in_id, reason, amount, day, created_at)
      values (${userId}, ${habitId}, ${id}, 'undo', ${-points}, ${checkIn.day}::date, ${now}::timestamptz)
    )
    update ${users} set points = points - ${points} where id = ${userId}
    returning points, ${facts} as facts`,
  );
  if (!row) throw new Error('undo found no user');
  return row;
}
