import { and, count, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Day } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import { dayProtections, habits } from '../../db/schema.js';

/** One protected habit-day (docs/decisions/017-fair-streaks.md). */
export interface ProtectedDay {
  habitId: string;
  day: Day;
  kind: 'skip' | 'vacation' | 'freeze';
  reason: string | null;
}

/** A protected day as both reads hand it on. */
const protectionColumns = {
  habitId: dayProtections.habitId,
  day: dayProtections.day,
  kind: dayProtections.kind,
  reason: dayProtections.reason,
};

/** The protected days `where` chooses: both reads go through this. */
const protectionsWhere = (db: Queryable, where: SQL | undefined) =>
  db.select(protectionColumns).from(dayProtections).where(where);

/** The user's rows from `from` (any distance back without it) to `to` (on without it). */
const userDaysBetween = (userId: string, from: Day | undefined, to: Day | undefined) => [
  eq(dayProtections.userId, userId),
  from ? gte(dayProtections.day, from) : undefined,
  to ? lte(dayProtections.day, to) : undefined,
];

/** Which protected days `protectedDays` reads: of some habits (all without `habitIds`), a range. */
export interface ProtectionRange {
  habitIds?: readonly string[];
  from?: Day;
  to?: Day;
}

/**
 * A user's protected habit-days, oldest first: of some habits (all when `habitIds` is absent),
 * within [`from`, `to`] when given. Served by the primary key (habit, day) or the (user, day)
 * index.
 */
export async function protectedDays(
  db: Queryable,
  userId: string,
  range: ProtectionRange = {},
): Promise<ProtectedDay[]> {
  const { habitIds, from, to } = range;
  if (habitIds && habitIds.length === 0) return [];
  return protectionsWhere(
    db,
    and(
      ...userDaysBetween(userId, from, to),
      habitIds ? inArray(dayProtections.habitId, [...habitIds]) : undefined,
    ),
  ).orderBy(dayProtections.day);
}

/** Where a page of protected days ended: its last day and habit. */
export interface ProtectionCursor {
  day: Day;
  habitId: string;
}

/**
 * A page of a user's protected habit-days from `from` on (to `to` when given), in (day, habit)
 * order after `after` (from the start without it): keyset paging along
 * day_protections_user_day_idx, so an export reads a short query at a time
 * (docs/decisions/024-streaming-exports.md).
 */
export async function protectionsPage(
  db: Queryable,
  userId: string,
  range: { from: Day; to?: Day },
  after: ProtectionCursor | null,
  limit: number,
): Promise<ProtectedDay[]> {
  return protectionsWhere(
    db,
    and(
      ...userDaysBetween(userId, after ? after.day : range.from, range.to),
      after
        ? sql`(${dayProtections.day}, ${dayProtections.habitId}) > (${after.day}::date, ${after.habitId}::uuid)`
        : undefined,
    ),
  )
    .orderBy(dayProtections.day, dayProtections.habitId)
    .limit(limit);
}

/** A skip as stored: the first one of its habit-day, whatever a later request said. */
export interface StoredProtection {
  kind: ProtectedDay['kind'];
  reason: string | null;
}

/**
 * Protects one habit-day with a skip, unless something protects it already: the day keeps its
 * first row (a repeated skip, a vacation or a freeze), so a retry changes nothing. Returns the
 * row the day has afterwards.
 */
export async function protectDay(
  db: Queryable,
  values: { habitId: string; userId: string; day: Day; reason: string | null; now: Date },
): Promise<StoredProtection> {
  const { habitId, userId, day, reason, now } = values;
  const [inserted] = await db
    .insert(dayProtections)
    .values({ habitId, userId, day, kind: 'skip', reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ kind: dayProtections.kind, reason: dayProtections.reason });
  if (inserted) return inserted;
  const [existing] = await db
    .select({ kind: dayProtections.kind, reason: dayProtections.reason })
    .from(dayProtections)
    .where(and(eq(dayProtections.habitId, habitId), eq(dayProtections.day, day)))
    .limit(1);
  if (!existing) throw new Error('protected day has no row');
  return existing;
}

/**
 * Takes back a habit-day's skip (a vacation's or a freeze's protection stays). Returns the skip's
 * reason, or undefined when the day had no skip.
 */
export async function removeSkip(
  db: Queryable,
  values: { habitId: string; userId: string; day: Day },
): Promise<{ reason: string | null } | undefined> {
  const { habitId, userId, day } = values;
  const [removed] = await db
    .delete(dayProtections)
    .where(
      and(
        eq(dayProtections.habitId, habitId),
        eq(dayProtections.userId, userId),
        eq(dayProtections.day, day),
        eq(dayProtections.kind, 'skip'),
      ),
    )
    .returning({ reason: dayProtections.reason });
  return removed;
}

/**
 * A vacation's rows, one per habit and day of [`from`, `to`], in one statement (90 days of 200
 * habits would be too many bound values for one VALUES list). Only the user's active habits
 * among `habitIds` are written; a day something else protects already keeps its row.
 */
export async function protectVacationDays(
  db: Queryable,
  values: {
    userId: string;
    vacationId: string;
    habitIds: readonly string[];
    from: Day;
    to: Day;
    now: Date;
  },
): Promise<void> {
  const { userId, vacationId, habitIds, from, to, now } = values;
  if (habitIds.length === 0) return;
  const onVacation = and(
    eq(habits.userId, userId),
    isNull(habits.archivedAt),
    inArray(habits.id, [...habitIds]),
  );
  await db.execute(sql`
    insert into ${dayProtections} (habit_id, user_id, day, kind, vacation_id, created_at)
    select ${habits.id}, ${userId}, d::date, 'vacation', ${vacationId}, ${now}::timestamptz
    from ${habits}
    cross join generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as d
    where ${onVacation}
    on conflict (habit_id, day) do nothing`);
}

/**
 * Removes a vacation's protections from `from` on; earlier days keep theirs (the vacation's
 * delete then sets their vacation_id to null).
 */
export async function unprotectVacationDays(
  db: Queryable,
  userId: string,
  vacationId: string,
  from: Day,
): Promise<void> {
  await db
    .delete(dayProtections)
    .where(
      and(
        eq(dayProtections.userId, userId),
        eq(dayProtections.vacationId, vacationId),
        gte(dayProtections.day, from),
      ),
    );
}

/** How many habit-days a vacation protects. */
export async function countVacationDays(db: Queryable, vacationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dayProtections)
    .where(eq(dayProtections.vacationId, vacationId));
  return row?.n ?? 0;
}
