import {
  DAILY_TARGET_MAX,
  DEFAULT_HABIT_COLOR,
  DEFAULT_HABIT_ICON,
  DEFAULT_SCHEDULE,
  FALLBACK_CATEGORY,
  HABIT_LIMITS,
  IMPORT_FIRST_DAY,
  streakStateFrom,
  toHundredths,
  type Day,
  type HabitKind,
  type Schedule,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { lockUser } from '../users/users.service.js';
import * as importRepo from './habit-import.repository.js';
import * as repo from './habits.repository.js';
import { todayFor } from './habits.service.js';

/*
 * An imported history written into the person's habits (issue 28; the imports module calls this,
 * as it may not write the habits module's tables). Imported days are history, written as a
 * correction is (docs/decisions/031-past-days-and-notes.md): completions only, with the kept
 * streak rebuilt from the counted days; no check-in row, no points, no badges.
 */

/** A habit read from a file, as the imports module hands it on. */
export interface ImportedHabit {
  name: string;
  kind: HabitKind;
  /** A measure's unit (or a quit habit's, optional); null for a count. */
  unit: string | null;
  /**
   * [day, value]: check-ins for a count, the amount (two decimals at most) for a measure, the
   * slips for a habit to quit. Days without an entry are not listed.
   */
  days: [Day, number][];
  /** A count's daily target (1–10), a measure's target amount, a quit habit's limit (0–100). */
  target?: number;
  description?: string;
  /** The category's name (a built-in one or one of `ParsedImport.categories`). */
  category?: string;
  icon?: string;
  color?: string;
  schedule?: Schedule;
  /** The habit was archived where it came from. */
  archived?: boolean;
  /** [day, note]: a note for a day (500 characters at most). */
  notes?: [Day, string][];
  /** [day, reason]: a day the source marks as skipped, which becomes a rest day. */
  restDays?: [Day, string | null][];
}

/** What one habit's import wrote, so that the undo can take back exactly that. */
export interface HabitWrite {
  habitId: string;
  created: boolean;
  /** A merged habit's first day before the import moved it earlier; null if it did not. */
  createdOnBefore: Day | null;
  /** [day, stored count before (null: no row), stored count written]. */
  days: [Day, number | null, number][];
}

export interface HabitImportOutcome {
  write: HabitWrite | null;
  created: boolean;
  merged: boolean;
  /** Came in archived: the plan's habit limit was reached. */
  archived: boolean;
  checkIns: number;
  skipped: Record<string, number>;
}

export const SKIP_REASONS = {
  tooEarly: `before ${IMPORT_FIRST_DAY.slice(0, 4)}`,
  future: 'in the future',
  kept: 'already in Streakwise with the same or a larger total',
  kindDiffers: 'the habit of that name here is of another kind',
} as const;

/** The most common day's count, at most the largest target a count habit may have. */
function usualCount(values: readonly number[]): number {
  const seen = new Map<number, number>();
  for (const v of values) seen.set(v, (seen.get(v) ?? 0) + 1);
  const [best] = [...seen.entries()].sort(([a, n], [b, m]) => m - n || a - b);
  return Math.min(Math.max(best?.[0] ?? 1, 1), DAILY_TARGET_MAX);
}

/** The stored target of a new habit: a measure's smallest day, so each logged day is reached. */
function newTarget(habit: ImportedHabit): number {
  const values = habit.days.map(([, v]) => v).filter((v) => v > 0);
  if (habit.kind === 'quit') return habit.target ?? 0;
  if (habit.kind === 'measure') return toHundredths(Math.min(...values));
  return usualCount(values.map((v) => Math.round(v)));
}

const stored = (kind: ImportedHabit['kind'], value: number, target: number) =>
  kind === 'measure'
    ? toHundredths(value)
    : kind === 'quit'
      ? Math.round(value)
      : Math.min(Math.round(value), target);

async function rebuildStreak(tx: Queryable, habit: Awaited<ReturnType<typeof repo.findHabit>>) {
  if (!habit) return;
  const counted = (await repo.countedDays(tx, habit.userId, habit.id)).map((c) => c.day);
  const last = counted.reduce<Day | null>((a, d) => (a === null || d > a ? d : a), null);
  const open = habit.streakOpenDay;
  const written = open === null ? last : last !== null && last > open ? last : open;
  await repo.saveStreak(tx, habit.id, streakStateFrom(counted, written));
}

/**
 * Writes one habit's imported days in one transaction, behind the person's lock: into their
 * habit of the same name (case aside) when there is one, keeping each day's larger total, or
 * into a new habit (archived past the plan's limit). `record` runs in the same transaction, so
 * the caller's account of what was written commits with the writes or not at all.
 */
export async function importHabitHistory(
  ctx: ServiceContext,
  userId: string,
  habit: ImportedHabit,
  record: (tx: Queryable, outcome: HabitImportOutcome) => Promise<void>,
): Promise<HabitImportOutcome> {
  return ctx.database.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error('import for a user who is gone');
    const today = todayFor(ctx, user);
    const now = ctx.clock.now();
    const outcome: HabitImportOutcome = {
      write: null,
      ...{ created: false, merged: false, archived: false, checkIns: 0, skipped: {} },
    };
    const skip = (reason: string, n = 1) => {
      outcome.skipped[reason] = (outcome.skipped[reason] ?? 0) + n;
    };
    const days = habit.days.filter(([day]) => {
      if (day < IMPORT_FIRST_DAY) skip(SKIP_REASONS.tooEarly);
      else if (day > today) skip(SKIP_REASONS.future);
      else return true;
      return false;
    });
    const key = habit.name.toLowerCase();
    const match = (await importRepo.habitsOfUser(tx, userId)).find(
      (h) => h.name.toLowerCase() === key,
    );
    if (match && match.kind !== habit.kind) skip(SKIP_REASONS.kindDiffers, days.length);
    if (days.length === 0 || (match && match.kind !== habit.kind)) {
      await record(tx, outcome);
      return outcome;
    }
    const firstDay = days[0]?.[0] ?? today;
    let row = match ? await repo.findHabit(tx, userId, match.id) : undefined;
    let createdOnBefore: Day | null = null;
    if (!row) {
      const limit = HABIT_LIMITS[user.plan];
      outcome.archived = limit !== null && (await repo.countActiveHabits(tx, userId)) >= limit;
      row = await repo.insertHabit(tx, {
        userId,
        name: habit.name,
        category: FALLBACK_CATEGORY,
        kind: habit.kind,
        unit: habit.unit,
        dailyTarget: newTarget({ ...habit, days }),
        icon: DEFAULT_HABIT_ICON,
        color: DEFAULT_HABIT_COLOR,
        description: '',
        schedule: DEFAULT_SCHEDULE,
        createdOn: firstDay < today ? firstDay : today,
        createdAt: now,
        archivedAt: outcome.archived ? now : null,
      });
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
      const target = had?.target ?? row.dailyTarget;
      const count = stored(habit.kind, value, target);
      if (had && had.count >= count) {
        skip(SKIP_REASONS.kept);
        continue;
      }
      writes.push({ day, count, target });
      written.push([day, had?.count ?? null, count]);
      outcome.checkIns += habit.kind === 'measure' ? 1 : count - (had?.count ?? 0);
    }
    await importRepo.writeDays(tx, row, writes, now);
    await rebuildStreak(tx, row);
    outcome.write = { habitId: row.id, created: outcome.created, createdOnBefore, days: written };
    await record(tx, outcome);
    return outcome;
  });
}

/**
 * Takes back what some imports of habits wrote, in one transaction: the habits they made, and
 * in merged habits each day still as the import left it, unchanged since `writtenBy` (a day the
 * person set again since stays, even to the same count).
 */
export async function undoHabitImports(
  ctx: ServiceContext,
  userId: string,
  writes: readonly HabitWrite[],
  writtenBy: Date,
  after?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    for (const write of writes) {
      if (write.created) {
        await repo.deleteHabit(tx, userId, write.habitId);
        continue;
      }
      const row = await repo.findHabit(tx, userId, write.habitId);
      if (!row) continue;
      const now = await importRepo.storedCounts(tx, row.id);
      const unchanged = write.days.filter(([day, , count]) => {
        const stored = now.get(day);
        return stored?.count === count && stored.updatedAt <= writtenBy;
      });
      const back = unchanged.flatMap(([day, was]) => {
        const target = now.get(day)?.target ?? row.dailyTarget;
        return was === null ? [] : [{ day, count: was, target }];
      });
      const gone = unchanged.filter(([, was]) => was === null).map(([day]) => day);
      await importRepo.deleteDays(tx, row.id, gone);
      await importRepo.writeDays(tx, row, back, ctx.clock.now());
      if (write.createdOnBefore) await importRepo.setCreatedOn(tx, row.id, write.createdOnBefore);
      await rebuildStreak(tx, row);
    }
    await after?.(tx);
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
