import type { Tx } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { dropUnusedImportCategories } from '../categories/categories.service.js';
import { dayRow, rebuildStreak, valueOf } from './habit-import-days.js';
import { undoNotes, undoRestDays, undoVacations } from './habit-import-protections.js';
import * as importRepo from './habit-import.repository.js';
import type { HabitWrite, ImportWrite } from './habit-import-types.js';
import * as repo from './habits.repository.js';

/**
 * What the undo below reads of a habit's write, for the import's record of it: a habit the
 * import made goes whole, its days with it, so its days are left out (five years of one habit are
 * some 45 KB of JSON, and the record grows with each habit written).
 */
export const undoRecord = (write: HabitWrite | null): HabitWrite | null =>
  write?.created ? { ...write, days: [] } : write;

/** A merged habit's days still as the import left them, put back as they were. */
async function undoMergedDays(
  ctx: ServiceContext,
  tx: Tx,
  userId: string,
  write: HabitWrite,
  writtenBy: Date,
): Promise<void> {
  const row = await repo.findHabit(tx, userId, write.habitId);
  if (!row) return;
  const sorted = write.days.map(([day]) => day).sort();
  const from = sorted[0];
  const to = sorted.at(-1);
  const now =
    from === undefined || to === undefined
      ? new Map<string, importRepo.DayValue & { updatedAt: Date }>()
      : await importRepo.storedCounts(tx, row.id, [from, to]);
  const unchanged = write.days.filter(([day, , value]) => {
    const stored = now.get(day);
    return stored && valueOf(row.kind, stored) === value && stored.updatedAt <= writtenBy;
  });
  const back = unchanged.flatMap(([day, was]) =>
    was === null ? [] : [dayRow(row, day, was, now.get(day))],
  );
  const gone = unchanged.filter(([, was]) => was === null).map(([day]) => day);
  await importRepo.deleteDays(tx, row.id, gone);
  await importRepo.writeDays(tx, row, back, ctx.clock.now());
  if (write.createdOnBefore) await importRepo.setCreatedOn(tx, row.id, write.createdOnBefore);
  await rebuildStreak(tx, row);
  await undoNotes(tx, row, write.notes ?? [], ctx.clock.now());
  await undoRestDays(tx, row, write.restDays ?? []);
}

/**
 * Takes back one part of what an import wrote, in the caller's transaction (behind the person's
 * lock): a habit it made goes (its days, notes and rest days with it); in a merged habit, one
 * batch of days, each still as the import left it, unchanged since `writtenBy` (a day the person
 * set again since stays, even to the same count), and with the last batch the notes still as
 * written (the note before comes back) and the rest days; or the vacations. The custom
 * categories a habit's import made are dropped later (`dropImportCategories`), once none of the
 * import's habits is left to use them.
 */
export async function undoHabitImportWrite(
  ctx: ServiceContext,
  tx: Tx,
  userId: string,
  write: ImportWrite,
  writtenBy: Date,
): Promise<void> {
  if ('vacationIds' in write) await undoVacations(tx, userId, write);
  else if (write.created) await repo.deleteHabit(tx, userId, write.habitId);
  else await undoMergedDays(ctx, tx, userId, write, writtenBy);
}

/** Deletes those of the categories an import made that no habit is filed under any more. */
export const dropImportCategories = dropUnusedImportCategories;
