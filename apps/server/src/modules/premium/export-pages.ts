import type { Day } from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import { pointsPage, type PointsCursor } from '../gamification/gamification.service.js';
import { protectionsPage, type ProtectionCursor } from '../habits/habit-history.service.js';
import type { PointEntry, ProtectedDayRecord } from './export-data.js';
import { inSlices } from './export-habit-days.js';

/*
 * The export's long lists besides the habit-days, read a page per query by keyset and handed on
 * a slice at a time (docs/decisions/024-streaming-exports.md).
 */

/** Ledger entries read per query: a short query, as PGlite runs one at a time for everyone. */
const POINTS_PAGE = 1_000;

/** Protected days read per query. */
export const PROTECTIONS_PAGE = 1_000;

/**
 * The ledger entries of the range, a page per query, handed on a slice at a time, each named by
 * its habit (`names`: every habit of the person; null once the habit is deleted).
 */
export async function* pointBatches(
  db: Queryable,
  userId: string,
  range: { from: Day; to: Day },
  names: ReadonlyMap<string, string>,
): AsyncGenerator<PointEntry[]> {
  let after: PointsCursor | null = null;
  for (;;) {
    const page = await pointsPage(db, userId, range, after, POINTS_PAGE);
    yield* inSlices(
      page.map((p) => ({
        date: p.day,
        reason: p.reason,
        amount: p.amount,
        habit: p.habitId === null ? null : (names.get(p.habitId) ?? null),
      })),
    );
    const last = page.at(-1);
    if (!last || page.length < POINTS_PAGE) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * The protected days from `range.from` (to `range.to` when given), through the habits module
 * that owns them, a page per query, each named by its habit; days of a habit not in `names`
 * cannot occur (a protection goes with its habit), and are left out if they do.
 */
export async function* protectionBatches(
  db: Queryable,
  userId: string,
  range: { from: Day; to?: Day },
  names: ReadonlyMap<string, string>,
): AsyncGenerator<ProtectedDayRecord[]> {
  let after: ProtectionCursor | null = null;
  for (;;) {
    const page = await protectionsPage(db, userId, range, after, PROTECTIONS_PAGE);
    const records: ProtectedDayRecord[] = [];
    for (const p of page) {
      const habit = names.get(p.habitId);
      if (habit !== undefined) {
        records.push({ date: p.day, habit, kind: p.kind, reason: p.reason });
      }
    }
    yield* inSlices(records);
    const last = page.at(-1);
    if (!last || page.length < PROTECTIONS_PAGE) return;
    after = { day: last.day, habitId: last.habitId };
  }
}
