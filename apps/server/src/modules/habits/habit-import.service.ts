import { addDays, HABIT_LIMITS, type Day } from '@streakwise/shared';
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
import {
  importBatchDays,
  keptDays,
  planHabit,
  yieldTurn,
  type HabitImportPlan,
} from './habit-import-plan.js';
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
export {
  importBatchDays,
  importSteps,
  lastPlannedDay,
  outsideImport,
  yieldTurn,
} from './habit-import-plan.js';
export {
  clipVacation,
  importVacations,
  type ImportedVacation,
} from './habit-import-protections.js';
export { dropImportCategories, undoHabitImportWrite, undoRecord } from './habit-import-undo.js';

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

/** What the first transaction of a habit's import decided, for the batches after it. */
interface Started {
  habitId: string;
  created: boolean;
  createdOnBefore: Day | null;
  categoryIds: string[];
  /** The day rows to write: the file's days with their values, then a quit habit's kept days. */
  items: [Day, number | null][];
  plan: HabitImportPlan;
}

/** The habit's row and the days decided, or null when there is nothing to write. */
async function begin(
  tx: Tx,
  user: LockedUser,
  habit: ImportedHabit,
  outcome: HabitImportOutcome,
  at: { today: Day; now: Date; categories: readonly string[] },
): Promise<Started | null> {
  const key = habit.name.toLowerCase();
  const match = (await importRepo.habitsOfUser(tx, user.id)).find(
    (h) => h.name.toLowerCase() === key,
  );
  const plan = planHabit(habit, match, at.today);
  outcome.skipped = { ...plan.skipped };
  if (plan.nothing) return null;
  let createdOnBefore: Day | null = null;
  let habitId: string;
  let categoryIds: string[] = [];
  if (!match) {
    const made = await createHabitRow(
      tx,
      user,
      { ...habit, days: plan.days },
      { ...at, firstDay: plan.firstDay },
    );
    ({ categoryIds } = made);
    habitId = made.row.id;
    outcome.archived = made.full;
    outcome.created = true;
  } else {
    habitId = match.id;
    outcome.merged = true;
    if (plan.firstDay < match.createdOn) {
      createdOnBefore = match.createdOn;
      await importRepo.setCreatedOn(tx, habitId, plan.firstDay);
    }
  }
  const kept = keptDays(habit, plan, createdOnBefore, outcome.created, at.today);
  const items: Started['items'] = [...plan.days, ...kept.map((d): [Day, null] => [d, null])];
  return { habitId, created: outcome.created, createdOnBefore, categoryIds, items, plan };
}

/**
 * Writes one batch of days: the file's, keeping each day's larger total, and a quit habit's kept
 * days where nothing is stored.
 */
async function writeBatch(
  tx: Tx,
  row: NonNullable<Awaited<ReturnType<typeof repo.findHabit>>>,
  s: Started,
  batch: Started['items'],
  outcome: HabitImportOutcome,
  now: Date,
): Promise<HabitWrite['days']> {
  const skip = (reason: string) => {
    outcome.skipped[reason] = (outcome.skipped[reason] ?? 0) + 1;
  };
  const sorted = batch.map(([d]) => d).sort();
  const from = sorted[0];
  const to = sorted.at(-1);
  const before =
    s.created || from === undefined || to === undefined
      ? new Map<Day, importRepo.DayValue>()
      : await importRepo.storedCounts(tx, row.id, [from, to]);
  const writes: importRepo.DayValue[] = [];
  const written: HabitWrite['days'] = [];
  for (const [day, value] of batch) {
    const had = before.get(day);
    if (value === null) {
      if (had) continue;
      writes.push(dayRow(row, day, 0));
      written.push([day, null, 0]);
      continue;
    }
    const was = had ? valueOf(row.kind, had) : null;
    const count = storedValue(row.kind, value, had?.target ?? row.dailyTarget);
    if (was !== null && was >= count) {
      skip(SKIP_REASONS.kept);
      continue;
    }
    writes.push(dayRow(row, day, count, had));
    written.push([day, was, count]);
    outcome.checkIns += row.kind === 'measure' ? 1 : count - (was ?? 0);
  }
  await importRepo.writeDays(tx, row, writes, now);
  return written;
}

/**
 * Writes one habit's imported history in short transactions, each behind the person's lock: the
 * first makes the habit (or finds the one of the same name, case aside, to merge into) and writes
 * the first batch of days; each next one a batch (importBatchDays); the last also rebuilds the
 * kept streak and writes the notes, rest days and marks. `record` runs in each transaction with
 * what that one wrote, so the caller's account of the writes commits with them or not at all; if
 * a later batch fails, the caller takes back what was recorded (undoHabitImportWrite).
 */
export async function importHabitHistory(
  ctx: ServiceContext,
  userId: string,
  habit: ImportedHabit,
  record: (tx: Queryable, write: HabitWrite | null) => Promise<void>,
  categories: readonly string[] = [],
): Promise<HabitImportOutcome> {
  const outcome: HabitImportOutcome = {
    write: null,
    ...{ created: false, merged: false, archived: false, checkIns: 0, protectedDays: 0 },
    skipped: {},
  };
  let started: Started | null = null;
  for (let batch = 0, last = false; !last; batch += 1) {
    const began = performance.now();
    last = await ctx.database.db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw new Error('import for a user who is gone');
      const today = todayFor(ctx, user);
      const now = ctx.clock.now();
      if (batch === 0) started = await begin(tx, user, habit, outcome, { today, now, categories });
      const s: Started | null = started;
      if (!s) {
        await record(tx, null);
        return true;
      }
      const row = await repo.findHabit(tx, userId, s.habitId);
      if (!row) throw new Error('the habit being imported is gone');
      const size = importBatchDays(ctx.database.kind);
      const items = s.items.slice(batch * size, (batch + 1) * size);
      const days = await writeBatch(tx, row, s, items, outcome, now);
      const done = (batch + 1) * size >= s.items.length;
      const write: HabitWrite = {
        habitId: row.id,
        created: s.created,
        createdOnBefore: batch === 0 ? s.createdOnBefore : null,
        days,
        ...(s.created && batch === 0 ? { categoryIds: s.categoryIds } : {}),
      };
      if (done) {
        await rebuildStreak(tx, row);
        const notes = await writeNotes(tx, row, s.plan.notes, now);
        const restDays = await writeRestDays(tx, row, s.plan.restDays, now);
        if (s.created) await writeMarks(tx, row, s.plan.marks, now);
        else Object.assign(write, { notes, restDays });
        outcome.protectedDays = restDays.length;
      }
      outcome.write = mergeWrites(outcome.write, write);
      await record(tx, write);
      return done;
    });
    await yieldTurn(ctx, performance.now() - began);
  }
  return outcome;
}

/** The whole of a habit's write, gathered from its batches (the outcome's account of it). */
const mergeWrites = (a: HabitWrite | null, b: HabitWrite): HabitWrite =>
  a === null
    ? b
    : {
        ...a,
        days: [...a.days, ...b.days],
        ...(b.notes ? { notes: b.notes } : {}),
        ...(b.restDays ? { restDays: b.restDays } : {}),
      };

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
