import type { Day } from '@streakwise/shared';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { completions, habitDays, habits } from '../../db/schema.js';

/*
 * The writes of an imported history (habit-import.service.ts): completions in bulk, as a
 * correction writes one (docs/decisions/031-past-days-and-notes.md): no check-in row, no ledger
 * entry, no badge.
 */

/** Days per delete: one parameter each, well under PostgreSQL's 65,535. */
const CHUNK = 1000;

/** A day's row; a quit habit's carries its slips and limit (null for the other kinds). */
export interface DayValue {
  day: Day;
  count: number;
  target: number;
  slips: number | null;
  slipLimit: number | null;
}

/** A habit's stored days (those from `range[0]` to `range[1]` when given). */
export async function storedCounts(
  db: Queryable,
  habitId: string,
  range?: readonly [Day, Day],
): Promise<Map<Day, DayValue & { updatedAt: Date }>> {
  const rows = await db
    .select({
      day: completions.day,
      count: completions.count,
      target: completions.target,
      slips: completions.slips,
      slipLimit: completions.slipLimit,
      updatedAt: completions.updatedAt,
    })
    .from(completions)
    .where(
      and(
        eq(completions.habitId, habitId),
        range ? between(completions.day, range[0], range[1]) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.day, r]));
}

/** An array literal of days or whole numbers (nulls as NULL), sent as one parameter. */
const arrayLiteral = (values: readonly (string | number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;

/**
 * Sets each day's count and target (inserted, or replacing the stored row), in one statement of
 * eight parameters: the days' columns go as arrays and `unnest` turns them into rows. A
 * multi-row VALUES list of 1,000 rows has 8,000 parameters, which PGlite and PostgreSQL parse,
 * bind and plan one by one: the import of 100 habits × 5 years spent most of its time there
 * (docs/benchmarks.md, "Importing a history").
 */
export async function writeDays(
  db: Queryable,
  habit: { id: string; userId: string },
  days: readonly DayValue[],
  now: Date,
): Promise<void> {
  if (days.length === 0) return;
  // NOTE: days are validated YYYY-MM-DD strings and the rest whole numbers, so the literals need
  // no quoting.
  await db.execute(sql`
    INSERT INTO ${completions}
      (habit_id, user_id, day, count, target, slips, slip_limit, updated_at)
    SELECT ${habit.id}::uuid, ${habit.userId}::uuid, d.day, d.count, d.target, d.slips,
      d.slip_limit, ${now.toISOString()}::timestamptz
    FROM unnest(
      ${arrayLiteral(days.map((d) => d.day))}::date[],
      ${arrayLiteral(days.map((d) => d.count))}::int[],
      ${arrayLiteral(days.map((d) => d.target))}::int[],
      ${arrayLiteral(days.map((d) => d.slips))}::int[],
      ${arrayLiteral(days.map((d) => d.slipLimit))}::int[]
    ) AS d(day, count, target, slips, slip_limit)
    ON CONFLICT (habit_id, day) DO UPDATE SET
      count = excluded.count,
      target = excluded.target,
      slips = excluded.slips,
      slip_limit = excluded.slip_limit,
      updated_at = excluded.updated_at`);
}

export async function deleteDays(db: Queryable, habitId: string, days: readonly Day[]) {
  for (let i = 0; i < days.length; i += CHUNK) {
    await db
      .delete(completions)
      .where(
        and(eq(completions.habitId, habitId), inArray(completions.day, days.slice(i, i + CHUNK))),
      );
  }
}

/** Marks days as corrected by hand (a note already written keeps its row). */
export async function markCorrected(
  db: Queryable,
  habit: { id: string; userId: string },
  days: readonly Day[],
  now: Date,
): Promise<void> {
  for (let i = 0; i < days.length; i += CHUNK) {
    const rows = days.slice(i, i + CHUNK).map((day) => ({
      habitId: habit.id,
      userId: habit.userId,
      day,
      correctedAt: now,
      updatedAt: now,
    }));
    await db
      .insert(habitDays)
      .values(rows)
      .onConflictDoUpdate({
        target: [habitDays.habitId, habitDays.day],
        set: { correctedAt: sql`excluded.corrected_at`, updatedAt: sql`excluded.updated_at` },
      });
  }
}

export async function setCreatedOn(db: Queryable, habitId: string, createdOn: Day) {
  await db.update(habits).set({ createdOn }).where(eq(habits.id, habitId));
}

/** A quit habit the import made: its days are written through today, paid through yesterday. */
export async function setQuitMarks(db: Queryable, habitId: string, written: Day, paid: Day) {
  await db
    .update(habits)
    .set({ quitWrittenThrough: written, quitPaidThrough: paid })
    .where(eq(habits.id, habitId));
}

export async function habitsOfUser(db: Queryable, userId: string) {
  return db
    .select({
      id: habits.id,
      name: habits.name,
      kind: habits.kind,
      createdOn: habits.createdOn,
      archivedAt: habits.archivedAt,
    })
    .from(habits)
    .where(eq(habits.userId, userId));
}
