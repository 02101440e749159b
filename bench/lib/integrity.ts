/**
 * After the concurrent check-ins: do the invariants of docs/architecture.md §5 still hold? The
 * user's total equals the ledger's sum, every day's count equals its live check-ins, no count
 * passes its target.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../apps/server/src/db/client.js';
import {
  checkIns,
  completions,
  habits,
  pointEntries,
  users,
} from '../../apps/server/src/db/schema.js';

export interface IntegrityReport {
  ok: boolean;
  userPoints: number;
  ledgerSum: number;
  /** (habit, day) pairs whose count differs from the sum of their live check-ins. */
  countMismatches: number;
  /** Days whose count passes the habit's daily target. */
  overTarget: number;
  /** A few of the offending days, for a bug report. */
  samples: { habitId: string; day: string; count: number; liveUnits: number; target: number }[];
  completions: number;
  checkIns: number;
}

/**
 * NOTE: a request whose client went away when the load stopped can still be running after the app
 * closed. Every write takes the user's row lock first, so the reads run behind that lock, in one
 * transaction: they wait for such a write to commit, and none can land between them.
 */
export async function checkIntegrity(db: Db, userId: string): Promise<IntegrityReport> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return readIntegrity(tx, userId);
  });
}

async function readIntegrity(db: Tx, userId: string): Promise<IntegrityReport> {
  const [user] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  const [ledger] = await db
    .select({ total: sql<string>`coalesce(sum(${pointEntries.amount}), 0)` })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId));
  const days = await db
    .select({
      habitId: completions.habitId,
      day: completions.day,
      count: completions.count,
      slips: completions.slips,
      kind: habits.kind,
      target: habits.dailyTarget,
    })
    .from(completions)
    .innerJoin(habits, eq(habits.id, completions.habitId))
    .where(eq(completions.userId, userId));
  const units = await db
    .select({
      habitId: checkIns.habitId,
      day: checkIns.day,
      units: sql<string>`sum(${checkIns.units})`,
      rows: sql<string>`count(*)`,
    })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), isNull(checkIns.undoneAt)))
    .groupBy(checkIns.habitId, checkIns.day);

  const live = new Map(units.map((u) => [`${u.habitId}/${u.day}`, Number(u.units)]));
  let countMismatches = 0;
  let overTarget = 0;
  const samples: IntegrityReport['samples'] = [];
  for (const row of days) {
    const liveUnits = live.get(`${row.habitId}/${row.day}`) ?? 0;
    // A quit habit's day stores kept (1) or over (0); its check-ins are its slips.
    const wrong = liveUnits !== (row.kind === 'quit' ? (row.slips ?? 0) : row.count);
    if (wrong) countMismatches += 1;
    // Only a count is capped at its target: a measure's total may pass it.
    const over = row.kind === 'count' && row.count > row.target;
    if (over) overTarget += 1;
    if ((wrong || over) && samples.length < 5) {
      samples.push({
        habitId: row.habitId,
        day: row.day,
        count: row.count,
        liveUnits,
        target: row.target,
      });
    }
    live.delete(`${row.habitId}/${row.day}`);
  }
  // Check-ins on a day with no completion row at all.
  for (const [key, liveUnits] of live) {
    if (liveUnits === 0) continue;
    countMismatches += 1;
    const [habitId = '', day = ''] = key.split('/');
    if (samples.length < 5) samples.push({ habitId, day, count: 0, liveUnits, target: Number.NaN });
  }

  const userPoints = user?.points ?? Number.NaN;
  const ledgerSum = Number(ledger?.total ?? Number.NaN);
  return {
    ok: userPoints === ledgerSum && countMismatches === 0 && overTarget === 0,
    userPoints,
    ledgerSum,
    countMismatches,
    overTarget,
    samples,
    completions: days.length,
    checkIns: units.reduce((n, u) => n + Number(u.rows), 0),
  };
}
