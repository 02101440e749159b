import type { Tx } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import {
  dropImportCategories,
  undoHabitImportWrite,
  yieldTurn,
  type ImportWrite,
} from '../habits/habit-import.service.js';
import { undoImportedGoals } from '../premium/goals.service.js';
import { lockUser } from '../users/users.service.js';
import * as repo from './imports.repository.js';

/*
 * Taking back what an import recorded in `imports.written`, in short transactions as the apply
 * writes it (docs/decisions/043-import-in-short-transactions.md): one part each — a habit the
 * import made (all its batches), one batch of a merged habit's days, the vacations, the goals —
 * behind the person's lock, each moving `imports.undone_parts` past what it took back. An undo
 * that stops halfway (a crash, a failed statement) leaves the rest, and the next one goes on from
 * there; the last transaction drops the categories the import made that no habit uses any more.
 */

/** What `imports.written` holds: the habits' batches and the vacations, then the goals made. */
export type StoredWrite = ImportWrite | { goalIds: string[] };

/** Where the part at `at` ends: a habit the import made goes whole, its later batches with it. */
function endOfPart(written: readonly StoredWrite[], at: number): number {
  const part = written[at];
  let end = at + 1;
  if (part && 'created' in part && part.created) {
    while (end < written.length) {
      const next = written[end];
      if (!next || !('habitId' in next) || next.habitId !== part.habitId) break;
      end += 1;
    }
  }
  return end;
}

async function undoPart(
  ctx: ServiceContext,
  tx: Tx,
  userId: string,
  part: StoredWrite,
  writtenBy: Date,
): Promise<void> {
  if ('goalIds' in part) await undoImportedGoals(tx, userId, part.goalIds);
  else await undoHabitImportWrite(ctx, tx, userId, part, writtenBy);
}

/**
 * Takes back what `imports.written` records, part by part from where an undo stopped, then runs
 * `last` in the transaction that finds nothing left (it marks or deletes the import). Returns
 * then, or when the import is gone (another undo finished it).
 */
export async function undoWritten(
  ctx: ServiceContext,
  userId: string,
  importId: string,
  writtenBy: Date,
  last?: (tx: Tx) => Promise<void>,
): Promise<void> {
  // The record does not change while it is taken back: only the apply adds to it.
  const written = ((await repo.writtenOf(ctx.database.db, importId)) ?? []) as StoredWrite[];
  const categoryIds = written.flatMap((w) => ('categoryIds' in w ? (w.categoryIds ?? []) : []));
  for (;;) {
    const began = performance.now();
    const finished = await ctx.database.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const at = await repo.undoneParts(tx, importId);
      if (at === undefined) return true;
      if (at >= written.length) {
        await dropImportCategories(tx, userId, categoryIds);
        await last?.(tx);
        return true;
      }
      const part = written[at];
      if (part) await undoPart(ctx, tx, userId, part, writtenBy);
      await repo.setUndoneParts(tx, importId, endOfPart(written, at));
      return false;
    });
    if (finished) return;
    await yieldTurn(ctx, performance.now() - began);
  }
}
