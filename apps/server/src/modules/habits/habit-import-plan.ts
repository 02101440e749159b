import { addDays, IMPORT_FIRST_DAY, SKIP_MAX_DAYS_AHEAD, type Day } from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { SKIP_REASONS, type ImportedHabit } from './habit-import-types.js';

/*
 * What one habit's import will write, decided from the file, today and the habit of the same name
 * (pure: the job and the preview's step count read the same plan). The days are written in
 * batches (importBatchDays), one short transaction each (docs/decisions/043-import-in-short-
 * transactions.md), so the person's other requests — and everyone's, on PGlite's one connection —
 * wait for one batch at most; between two of them the import, and its undo, let the others go
 * first (yieldTurn).
 */

/**
 * Days (rows) written per transaction: 200 on PGlite, whose one connection every request waits
 * for; 2,000 (five years of a habit) on PostgreSQL, where the transaction holds only the importing
 * person's lock and each more statement is a round trip (docs/benchmarks.md, "Importing a history").
 */
export const importBatchDays = (database: 'pglite' | 'postgres') =>
  database === 'pglite' ? 200 : 2000;

/**
 * Between two transactions the others go first. PostgreSQL has connections for them: the next
 * turn of the event loop will do. PGlite has one connection, and a request's statements come one
 * after another, each after the main thread has read the reply to the one before: the import (or its
 * undo) waits a third of its last transaction's time (2–25 ms) so that a request already started can finish.
 */
export function yieldTurn(ctx: ServiceContext, lastMs: number): Promise<void> {
  if (ctx.database.kind !== 'pglite') return new Promise((resolve) => setImmediate(resolve));
  const ms = Math.min(25, Math.max(2, lastMs / 3));
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The last day a planned protection (a rest day, a vacation's day) comes in: a year ahead, the
 * limit of POST /api/habits/:id/skip (docs/decisions/043-import-in-short-transactions.md).
 */
export const lastPlannedDay = (today: Day): Day => addDays(today, SKIP_MAX_DAYS_AHEAD);

/**
 * Why a day of an imported history is left out: before 2000, or after `last` (today for a
 * check-in or a note, lastPlannedDay for a rest day); null when it comes in.
 */
export function outsideImport(day: Day, last: Day): 'tooEarly' | 'future' | null {
  if (day < IMPORT_FIRST_DAY) return 'tooEarly';
  return day > last ? 'future' : null;
}

/** The habit of the same name an import merges into, as far as the plan needs it. */
export interface PlanMatch {
  kind: string;
  createdOn: Day;
}

export interface HabitImportPlan {
  days: [Day, number][];
  notes: [Day, string][];
  /** Rest days: past ones from 2000 on, and planned ones up to a year ahead (POST …/skip's rule). */
  restDays: [Day, string | null][];
  marks: { freezes: Day[]; corrected: Day[] };
  skipped: Record<string, number>;
  /** The earliest day of the history (today when it has none before). */
  firstDay: Day;
  /** Nothing to write: no history, or the habit of that name is of another kind. */
  nothing: boolean;
}

export function planHabit(
  habit: ImportedHabit,
  match: PlanMatch | undefined,
  today: Day,
): HabitImportPlan {
  const skipped: Record<string, number> = {};
  const skip = (reason: string, n = 1) => {
    if (n > 0) skipped[reason] = (skipped[reason] ?? 0) + n;
  };
  const upTo =
    (last: Day) =>
    <T>([day]: [Day, T]) => {
      const outside = outsideImport(day, last);
      if (outside) skip(SKIP_REASONS[outside]);
      return outside === null;
    };
  const past = upTo(today);
  const days = habit.days.filter(past);
  const notes = (habit.notes ?? []).filter(past);
  const restDays = (habit.restDays ?? []).filter(upTo(lastPlannedDay(today)));
  const marks = {
    freezes: (habit.freezes ?? []).filter((d) => past([d, null])),
    corrected: (habit.corrected ?? []).filter((d) => past([d, null])),
  };
  const differs = match !== undefined && match.kind !== habit.kind;
  if (differs) skip(SKIP_REASONS.kindDiffers, days.length);
  // A habit without history comes in all the same when the file names its first day (a
  // Streakwise file's habit made but never done), unless it would only merge.
  const nothing =
    differs ||
    (days.length + notes.length + restDays.length === 0 &&
      (match !== undefined || habit.createdOn === undefined));
  const firstDay = [...days, ...notes, ...restDays].reduce((a, [d]) => (d < a ? d : a), today);
  return { days, notes, restDays, marks, skipped, firstDay, nothing };
}

/**
 * A quit habit's kept days the import writes besides the file's: between the history's first day
 * and the habit's own first one (a merge), or through today (a habit it makes); days the file
 * lists are left out (and, when written, days already stored).
 */
export function keptDays(
  habit: ImportedHabit,
  plan: HabitImportPlan,
  createdOnBefore: Day | null,
  created: boolean,
  today: Day,
): Day[] {
  if (habit.kind !== 'quit') return [];
  const through = created ? today : createdOnBefore ? addDays(createdOnBefore, -1) : null;
  if (through === null || through < plan.firstDay) return [];
  const listed = new Set(plan.days.map(([d]) => d));
  const kept: Day[] = [];
  for (let d = plan.firstDay; d <= through; d = addDays(d, 1)) if (!listed.has(d)) kept.push(d);
  return kept;
}

/** The transactions one habit's import takes (batches of `batch` days): its progress steps. */
export function importSteps(
  habit: ImportedHabit,
  match: PlanMatch | undefined,
  today: Day,
  batch: number,
) {
  const plan = planHabit(habit, match, today);
  if (plan.nothing) return 1;
  const before = match && plan.firstDay < match.createdOn ? match.createdOn : null;
  const kept = keptDays(habit, plan, before, match === undefined, today);
  return Math.max(1, Math.ceil((plan.days.length + kept.length) / batch));
}
