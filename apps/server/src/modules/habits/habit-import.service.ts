import { addDays, HABIT_LIMITS, IMPORT_FIRST_DAY, type Day } from '@streakwise/shared';
import type { Queryable, Tx } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { categoryForImport } from '../categories/categories.service.js';
import { lockUser, startQuitDays } from '../users/users.service.js';
import {
  importedArchivedAt,
  importedDescription,
  importedFirstDay,
  importedLook,
  importedReminder,
  importedSchedule,
  newKindColumns,
} from './habit-import-details.js';
import { dayRow, rebuildStreak, storedValue, valueOf } from './habit-import-days.js';
import { writeMarks, writeNotes, writeRestDays } from './habit-import-protections.js';
import * as importRepo from './habit-import.repository.js';
import {
  SKIP_REASONS,
  type HabitImportOutcome,
  type HabitWrite,
  type ImportedHabit,
} from './habit-import-types.js';
import * as repo from './habits.repository.js';
import { todayFor } from './habits.service.js';

export * from './habit-import-types.js';
export { importVacations, type ImportedVacation } from './habit-import-protections.js';
export { undoHabitImports, undoRecord } from './habit-import-undo.js';

/*
 * An imported history written into the person's habits (issue 28; the imports module calls this,
 * as it may not write the habits module's tables). Imported days are history, written as a
 * correction is (docs/decisions/031-past-days-and-notes.md): completions only, with the kept
 * streak rebuilt from the counted days; no check-in row, no points, no badges. A habit the import
 * creates takes the file's settings (habit-import-details.ts); one it merges into keeps its own
 * (docs/decisions/035-import-sources.md).
 */

type LockedUser = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

/**
 * A new habit with the file's settings: archived when the file says so, or past the plan's limit
 * (`full`). A quit habit's days are written through today and paid through yesterday, so its
 * history pays nothing.
 */
async function createHabitRow(
  tx: Tx,
  user: LockedUser,
  habit: ImportedHabit,
  at: { firstDay: Day; today: Day; now: Date; categories: readonly string[] },
) {
  const limit = HABIT_LIMITS[user.plan];
  const full =
    !habit.archived && limit !== null && (await repo.countActiveHabits(tx, user.id)) >= limit;
  const category = await categoryForImport(tx, user, habit.category, at.categories, at.now);
  const row = await repo.insertHabit(tx, {
    userId: user.id,
    name: habit.name,
    category: category.name,
    ...newKindColumns(habit),
    ...importedLook(habit, user.plan),
    description: importedDescription(habit.description),
    schedule: importedSchedule(habit.schedule),
    ...importedReminder(habit.reminder, user, at.now),
    createdOn: importedFirstDay(habit.createdOn, at.firstDay),
    createdAt: at.now,
    archivedAt: full
      ? at.now
      : habit.archived
        ? importedArchivedAt(habit.archivedAt, at.now)
        : null,
  });
  if (row.kind === 'quit') {
    await importRepo.setQuitMarks(tx, row.id, at.today, addDays(at.today, -1));
    if (user.quitDaysThrough === null) await startQuitDays(tx, user.id, at.today);
  }
  return { row, full, categoryIds: category.createdId ? [category.createdId] : [] };
}

/**
 * Writes one habit's imported history in one transaction, behind the person's lock: into their
 * habit of the same name (case aside) when there is one, keeping each day's larger total, or
 * into a new habit. Then its notes and rest days. `record` runs in the same transaction, so the
 * caller's account of what was written commits with the writes or not at all.
 */
export async function importHabitHistory(
  ctx: ServiceContext,
  userId: string,
  habit: ImportedHabit,
  record: (tx: Queryable, outcome: HabitImportOutcome) => Promise<void>,
  categories: readonly string[] = [],
): Promise<HabitImportOutcome> {
  return ctx.database.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error('import for a user who is gone');
    const today = todayFor(ctx, user);
    const now = ctx.clock.now();
    const outcome: HabitImportOutcome = {
      write: null,
      ...{ created: false, merged: false, archived: false, checkIns: 0, protectedDays: 0 },
      skipped: {},
    };
    const skip = (reason: string, n = 1) => {
      outcome.skipped[reason] = (outcome.skipped[reason] ?? 0) + n;
    };
    const inRange = <T>([day]: [Day, T]) => {
      if (day < IMPORT_FIRST_DAY) skip(SKIP_REASONS.tooEarly);
      else if (day > today) skip(SKIP_REASONS.future);
      else return true;
      return false;
    };
    const days = habit.days.filter(inRange);
    const notes = (habit.notes ?? []).filter(inRange);
    const restDays = (habit.restDays ?? []).filter(inRange);
    const marks = {
      freezes: (habit.freezes ?? []).filter((d) => inRange([d, null])),
      corrected: (habit.corrected ?? []).filter((d) => inRange([d, null])),
    };
    const key = habit.name.toLowerCase();
    const match = (await importRepo.habitsOfUser(tx, userId)).find(
      (h) => h.name.toLowerCase() === key,
    );
    // A habit without history comes in all the same when the file names its first day (a
    // Streakwise file's habit made but never done), unless it would only merge.
    const nothing =
      days.length + notes.length + restDays.length === 0 &&
      (match !== undefined || habit.createdOn === undefined);
    if (match && match.kind !== habit.kind) skip(SKIP_REASONS.kindDiffers, days.length);
    if (nothing || (match && match.kind !== habit.kind)) {
      await record(tx, outcome);
      return outcome;
    }
    const firstDay = [...days, ...notes, ...restDays].reduce((a, [d]) => (d < a ? d : a), today);
    let row = match ? await repo.findHabit(tx, userId, match.id) : undefined;
    let createdOnBefore: Day | null = null;
    let categoryIds: string[] = [];
    if (!row) {
      const made = await createHabitRow(
        tx,
        user,
        { ...habit, days },
        {
          ...{ firstDay, today, now, categories },
        },
      );
      ({ row, categoryIds } = made);
      outcome.archived = made.full;
      outcome.created = true;
    } else {
      outcome.merged = true;
      if (firstDay < row.createdOn) {
        createdOnBefore = row.createdOn;
        await importRepo.setCreatedOn(tx, row.id, firstDay);
      }
    }
    const before = outcome.created
      ? new Map<Day, importRepo.DayValue>()
      : await importRepo.storedCounts(tx, row.id);
    const writes: importRepo.DayValue[] = [];
    const written: HabitWrite['days'] = [];
    for (const [day, value] of days) {
      const had = before.get(day);
      const was = had ? valueOf(habit.kind, had) : null;
      const count = storedValue(habit.kind, value, had?.target ?? row.dailyTarget);
      if (was !== null && was >= count) {
        skip(SKIP_REASONS.kept);
        continue;
      }
      writes.push(dayRow(row, day, count, had));
      written.push([day, was, count]);
      outcome.checkIns += habit.kind === 'measure' ? 1 : count - (was ?? 0);
    }
    if (row.kind === 'quit') {
      // The days between the file's first day and the habit's own first one are kept days.
      const through = outcome.created
        ? today
        : createdOnBefore
          ? addDays(createdOnBefore, -1)
          : null;
      const listed = new Set(days.map(([d]) => d));
      for (let d = firstDay; through !== null && d <= through; d = addDays(d, 1)) {
        if (listed.has(d) || before.has(d)) continue;
        writes.push(dayRow(row, d, 0));
        written.push([d, null, 0]);
      }
    }
    await importRepo.writeDays(tx, row, writes, now);
    await rebuildStreak(tx, row);
    const notesWritten = await writeNotes(tx, row, notes, now);
    const restWritten = await writeRestDays(tx, row, restDays, now);
    if (outcome.created) await writeMarks(tx, row, marks, now);
    outcome.protectedDays = restWritten.length;
    outcome.write = {
      habitId: row.id,
      created: outcome.created,
      createdOnBefore,
      days: written,
      ...(outcome.created ? { categoryIds } : { notes: notesWritten, restDays: restWritten }),
    };
    await record(tx, outcome);
    return outcome;
  });
}

/** The person's habits, archived ones included, as an import matches them by name. */
export async function habitsForImport(db: Queryable, userId: string) {
  return importRepo.habitsOfUser(db, userId);
}

/** How many more active habits the plan allows (null: no limit). */
export async function roomForHabits(
  db: Queryable,
  user: { id: string; plan: keyof typeof HABIT_LIMITS },
): Promise<number | null> {
  const limit = HABIT_LIMITS[user.plan];
  if (limit === null) return null;
  return Math.max(0, limit - (await repo.countActiveHabits(db, user.id)));
}
