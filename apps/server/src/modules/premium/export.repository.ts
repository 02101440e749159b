import { and, asc, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import type pg from 'pg';
import { selectRows, type Queryable } from '../../db/client.js';
import { completions, habitDays, habits, pointEntries, userBadges } from '../../db/schema.js';
import type { DayCount } from './export-habit-days.js';

/** Every habit of the user, archived ones included, oldest first. */
export async function allHabits(db: Queryable, userId: string) {
  return db
    .select({
      id: habits.id,
      name: habits.name,
      category: habits.category,
      dailyTarget: habits.dailyTarget,
      kind: habits.kind,
      unit: habits.unit,
      slipLimit: habits.slipLimit,
      icon: habits.icon,
      color: habits.color,
      description: habits.description,
      createdOn: habits.createdOn,
      archivedAt: habits.archivedAt,
      schedule: habits.schedule,
    })
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.createdAt), asc(habits.id));
}

/**
 * The stored days of the range: completion rows and the days' notes and corrected marks
 * (habit_days), one row per habit and day that has either, in day then habit order.
 */
export async function countsBetween(
  db: Queryable,
  userId: string,
  from: string,
  to: string,
): Promise<DayCount[]> {
  return selectRows<DayCount>(
    db,
    sql`
    select coalesce(c.habit_id, d.habit_id) as "habitId", coalesce(c.day, d.day)::text as day,
      coalesce(c.count, 0)::int as count, c.target, c.slips, c.slip_limit as "slipLimit",
      d.note, (d.corrected_at is not null) as corrected
    from (select * from ${completions} where user_id = ${userId}
            and day between ${from}::date and ${to}::date) c
    full join (select * from ${habitDays} where user_id = ${userId}
            and day between ${from}::date and ${to}::date) d
      on d.habit_id = c.habit_id and d.day = c.day
    order by 2, 1`,
  );
}

export async function badgesEarned(db: Queryable, userId: string) {
  return db
    .select({ badgeId: userBadges.badgeId, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.earnedAt), asc(userBadges.badgeId));
}

/** Where a page of the ledger ended: its last entry's creation time (as text, to the µs) and id. */
export interface PointsCursor {
  createdAt: string;
  id: string;
}

/** Before every entry. */
export const FIRST_POINTS: PointsCursor = {
  createdAt: '-infinity',
  id: '00000000-0000-0000-0000-000000000000',
};

/**
 * A page of the ledger entries dated within the range, in the order they were written, after
 * `after`; with the habit's name while the habit exists.
 *
 * NOTE: (created_at, id) > the cursor is written so that point_entries_user_idx (user,
 * created_at) gives each page in order from the cursor on, the first page too: without it the
 * planner read the range's every entry by day and sorted them (3 years of 100 habits: 270,000
 * entries, 220 ms on PGlite, which serves no one else meanwhile).
 */
export async function pointsPage(
  db: Queryable,
  userId: string,
  range: { from: string; to: string },
  after: PointsCursor,
  limit: number,
) {
  const cursorTime = sql`${after.createdAt}::timestamptz`;
  return db
    .select({
      day: pointEntries.day,
      reason: pointEntries.reason,
      amount: pointEntries.amount,
      habitName: habits.name,
      id: pointEntries.id,
      // NOTE: text, not a Date: a Date keeps milliseconds, the column keeps microseconds.
      createdAt: sql<string>`${pointEntries.createdAt}::text`,
    })
    .from(pointEntries)
    .leftJoin(habits, eq(habits.id, pointEntries.habitId))
    .where(
      and(
        eq(pointEntries.userId, userId),
        gte(pointEntries.createdAt, cursorTime),
        or(gt(pointEntries.createdAt, cursorTime), gt(pointEntries.id, after.id)),
        gte(pointEntries.day, range.from),
        lte(pointEntries.day, range.to),
      ),
    )
    .orderBy(asc(pointEntries.createdAt), asc(pointEntries.id))
    .limit(limit);
}

/**
 * The session advisory lock of one person's export (docs/decisions/024-streaming-exports.md): the
 * two-key form, in a key space of its own (pg-boss's locks take the one-key form), the person's id
 * hashed to 32 bits. Held by the connection that took it, until unlocked or disconnected.
 */
const EXPORT_LOCK_SPACE = 0x0e7a_0024;

export async function tryLockExport(session: pg.ClientBase, userId: string): Promise<boolean> {
  const result = await session.query<{ locked: boolean }>(
    'select pg_try_advisory_lock($1, hashtext($2)) as locked',
    [EXPORT_LOCK_SPACE, userId],
  );
  return result.rows[0]?.locked === true;
}

export async function unlockExport(session: pg.ClientBase, userId: string): Promise<void> {
  await session.query('select pg_advisory_unlock($1, hashtext($2))', [EXPORT_LOCK_SPACE, userId]);
}
