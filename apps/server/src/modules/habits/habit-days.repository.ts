import type { Day } from '@streakwise/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { checkIns, habitDays } from '../../db/schema.js';
import { dayParts, type DayWrite } from './check-in.repository.js';
import { dayRecordsBetween, type DayRecord } from './day-history.repository.js';

/*
 * A day of a habit set by hand (docs/decisions/031-past-days-and-notes.md): a correction of a
 * closed day's count, and a note on any day. The habits module owns both tables.
 */

/** A correction in one statement: the day's count, the habit's kept streak and the day's mark. */
export async function writeCorrection(db: Queryable, values: DayWrite): Promise<void> {
  const { habitId, userId, day, now } = values;
  await db.execute(sql`
    with ${dayParts(values)}, marked as (
      insert into ${habitDays} (habit_id, user_id, day, corrected_at, updated_at)
      values (${habitId}, ${userId}, ${day}::date, ${now}::timestamptz, ${now}::timestamptz)
      on conflict (habit_id, day)
      do update set corrected_at = excluded.corrected_at, updated_at = excluded.updated_at
    )
    select 1`);
}

/** Sets or (with null) removes a day's note; a day left with neither note nor mark goes. */
export async function writeNote(
  db: Queryable,
  values: { habitId: string; userId: string; day: Day; note: string | null; now: Date },
): Promise<void> {
  const { habitId, userId, day, note, now } = values;
  if (note === null) {
    const where = sql`habit_id = ${habitId} and day = ${day}::date`;
    await db.execute(sql`delete from ${habitDays} where ${where} and corrected_at is null`);
    await db.execute(
      sql`update ${habitDays} set note = null, updated_at = ${now}::timestamptz where ${where}`,
    );
    return;
  }
  await db.execute(sql`
    insert into ${habitDays} (habit_id, user_id, day, note, updated_at)
    values (${habitId}, ${userId}, ${day}::date, ${note}, ${now}::timestamptz)
    on conflict (habit_id, day) do update set note = excluded.note, updated_at = excluded.updated_at`);
}

/** How many check-ins a day has had, undone ones included: it only ever grows. */
export async function checkInsMade(db: Queryable, habitId: string, day: Day): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(checkIns)
    .where(and(eq(checkIns.habitId, habitId), eq(checkIns.day, day)));
  return row?.n ?? 0;
}

export type StoredDay = DayRecord;

/** The habit's days in [from, to] with a count, a note or a correction, oldest first. */
export function storedDays(
  db: Queryable,
  habitId: string,
  from: Day,
  to: Day,
): Promise<StoredDay[]> {
  return dayRecordsBetween(db, { habitId }, from, to);
}
