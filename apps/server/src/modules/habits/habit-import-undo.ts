import type { Queryable } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { dropUnusedImportCategories } from '../categories/categories.service.js';
import { lockUser } from '../users/users.service.js';
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

/**
 * Takes back what some imports wrote, in one transaction: the habits they made (their days,
 * notes and rest days with them), and in merged habits each day still as the import left it,
 * unchanged since `writtenBy` (a day the person set again since stays, even to the same count),
 * the notes still as written (the note before comes back), the rest days; then the vacations,
 * and the custom categories made that no habit uses any more.
 */
export async function undoHabitImports(
  ctx: ServiceContext,
  userId: string,
  writes: readonly ImportWrite[],
  writtenBy: Date,
  after?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const categoryIds: string[] = [];
    for (const write of writes) {
      if ('vacationIds' in write) {
        await undoVacations(tx, userId, write);
        continue;
      }
      categoryIds.push(...(write.categoryIds ?? []));
      if (write.created) {
        await repo.deleteHabit(tx, userId, write.habitId);
        continue;
      }
      const row = await repo.findHabit(tx, userId, write.habitId);
      if (!row) continue;
      const now = await importRepo.storedCounts(tx, row.id);
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
    await dropUnusedImportCategories(tx, userId, categoryIds);
    await after?.(tx);
  });
}
