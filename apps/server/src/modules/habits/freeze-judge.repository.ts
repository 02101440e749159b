import type { Day, Schedule } from '@streakwise/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Queryable } from '../../db/client.js';
import { completions, dayProtections, habits } from '../../db/schema.js';

/*
 * What the judging of streak freezes reads and writes (freeze-judge.service.ts,
 * docs/decisions/017-fair-streaks.md). The protected days come from day-protections.repository.ts.
 */

/** An active habit as a freeze plan reads it: its schedule, its first day and its counted days. */
export interface FreezeCandidate {
  habitId: string;
  schedule: Schedule;
  createdOn: Day;
  /** Days up to `through` whose count reached the target, oldest first. */
  done: Day[];
}

/**
 * The user's active habits, oldest first (the order freezes go in on the same day), each with its
 * counted days up to `through`, in one statement. The whole history before `through` is read,
 * since a freeze depends on the run before the missed day; this runs at most once per closed day,
 * and only for a person holding a freeze.
 */
export async function freezeCandidates(
  db: Queryable,
  userId: string,
  through: Day,
): Promise<FreezeCandidate[]> {
  // NOTE: days as text, so both drivers hand back plain 'YYYY-MM-DD' strings in the array.
  return selectRows<FreezeCandidate>(
    db,
    sql`
    select h.id as "habitId", h.schedule, h.created_on::text as "createdOn",
      array(
        select c.day::text from ${completions} c
        where c.habit_id = h.id and c.count >= c.target and c.day <= ${through}::date
        order by c.day
      ) as done
    from ${habits} h
    where h.user_id = ${userId} and h.archived_at is null
    order by h.created_at, h.id`,
  );
}

/**
 * The days freezes covered, as protected days of kind 'freeze'. A day protected already (which the
 * plan never picks, but a vacation could land on it meanwhile) keeps its row.
 */
export async function insertFreezeProtections(
  tx: Queryable,
  userId: string,
  uses: readonly { habitId: string; day: Day }[],
  now: Date,
): Promise<void> {
  if (uses.length === 0) return;
  await tx
    .insert(dayProtections)
    .values(
      uses.map((use) => ({
        habitId: use.habitId,
        userId,
        day: use.day,
        kind: 'freeze' as const,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}
