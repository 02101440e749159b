import {
  addDays,
  daysBetween,
  HABIT_NOTE_MAX_LENGTH,
  hasNoControlCharacters,
  IMPORT_FIRST_DAY,
  type Day,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import { lockUser } from '../users/users.service.js';
import * as protectionsRepo from './day-protections.repository.js';
import { lastPlannedDay } from './habit-import-plan.js';
import { insertFreezeProtections } from './freeze-judge.repository.js';
import * as daysRepo from './habit-days.repository.js';
import * as importRepo from './habit-import.repository.js';
import { todayFor } from './habits.service.js';
import * as vacationsRepo from './vacations.repository.js';

/*
 * The notes, rest days and vacations of an imported history (docs/decisions/035-import-sources.md).
 * Notes go where PUT /api/habits/:id/days/:date keeps them (500 characters at most); rest days and
 * vacations are day_protections rows as POST …/skip and POST /api/vacations write them. They are
 * history only: nothing here pays points, awards badges or judges freezes. A day protected already
 * keeps its row, so a second import of the same file changes nothing.
 */

/** The longest rest day's reason POST /api/habits/:id/skip takes (skipDayRequestSchema). */
const SKIP_REASON_MAX = 100;

/** A note the import wrote: [day, the note before (null: none), the note written]. */
export type NoteWrite = [Day, string | null, string];

/** Writes each day's note that differs from the stored one; returns what it wrote. */
export async function writeNotes(
  tx: Queryable,
  habit: { id: string; userId: string },
  notes: readonly [Day, string][],
  now: Date,
): Promise<NoteWrite[]> {
  if (notes.length === 0) return [];
  const sorted = [...notes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const from = sorted[0]?.[0] ?? IMPORT_FIRST_DAY;
  const to = sorted.at(-1)?.[0] ?? from;
  const stored = await daysRepo.storedDays(tx, habit.id, from, to);
  const before = new Map(stored.map((d) => [d.day, d.note]));
  const written: NoteWrite[] = [];
  for (const [day, text] of sorted) {
    const note = text.trim().slice(0, HABIT_NOTE_MAX_LENGTH);
    const had = before.get(day) ?? null;
    if (note === '' || note === had) continue;
    await daysRepo.writeNote(tx, { habitId: habit.id, userId: habit.userId, day, note, now });
    written.push([day, had, note]);
  }
  return written;
}

/** Puts back the note before each one the import wrote and the person has not changed since. */
export async function undoNotes(
  tx: Queryable,
  habit: { id: string; userId: string },
  notes: readonly NoteWrite[],
  now: Date,
): Promise<void> {
  for (const [day, was, note] of notes) {
    const [stored] = await daysRepo.storedDays(tx, habit.id, day, day);
    if (stored?.note !== note) continue;
    await daysRepo.writeNote(tx, { habitId: habit.id, userId: habit.userId, day, note: was, now });
  }
}

/** Protects each day that nothing protects yet with a rest day; returns the days it protected. */
export async function writeRestDays(
  tx: Queryable,
  habit: { id: string; userId: string },
  restDays: readonly [Day, string | null][],
  now: Date,
): Promise<Day[]> {
  if (restDays.length === 0) return [];
  const had = new Set(
    (await protectionsRepo.protectedDays(tx, habit.userId, { habitIds: [habit.id] })).map(
      (p) => p.day,
    ),
  );
  const written: Day[] = [];
  for (const [day, reason] of restDays) {
    if (had.has(day)) continue;
    had.add(day);
    const cut = reason?.trim().slice(0, SKIP_REASON_MAX) ?? '';
    const text = cut !== '' && hasNoControlCharacters(cut) ? cut : null;
    await protectionsRepo.protectDay(tx, {
      habitId: habit.id,
      userId: habit.userId,
      ...{ day, reason: text, now },
    });
    written.push(day);
  }
  return written;
}

/**
 * A new habit's days saved by a streak freeze (as protections of kind 'freeze': no freeze is
 * spent, none judged) and its corrected marks. The undo deletes the habit, and these with it.
 */
export async function writeMarks(
  tx: Queryable,
  habit: { id: string; userId: string },
  marks: { freezes: readonly Day[]; corrected: readonly Day[] },
  now: Date,
): Promise<void> {
  const uses = marks.freezes.map((day) => ({ habitId: habit.id, day }));
  await insertFreezeProtections(tx, habit.userId, uses, now);
  await importRepo.markCorrected(tx, habit, marks.corrected, now);
}

export async function undoRestDays(
  tx: Queryable,
  habit: { id: string; userId: string },
  days: readonly Day[],
): Promise<void> {
  for (const day of days) {
    await protectionsRepo.removeSkip(tx, { habitId: habit.id, userId: habit.userId, day });
  }
}

/** A file's vacation, by its habits' names (null: every habit). */
export interface ImportedVacation {
  from: Day;
  to: Day;
  habits: string[] | null;
}

/** What the vacations of an import wrote, so that the undo can take back exactly that. */
export interface VacationsWrite {
  vacationIds: string[];
}

export const VACATION_SKIP_REASONS = {
  kept: 'a vacation already in Streakwise',
  noHabit: 'a vacation for no habit of that name',
} as const;

const min = (a: Day, b: Day) => (a < b ? a : b);
const max = (a: Day, b: Day) => (a > b ? a : b);
/** Days from `from` to `to`, both counted; 0 when `to` is before `from`. */
const daysOf = (from: Day, to: Day) => Math.max(0, daysBetween(from, to) + 1);

const sameSet = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null
    ? a === b
    : a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The days of a vacation that come in, from 2000 through `last` (lastPlannedDay; `from` after
 * `to` when none does), and how many of its days are left out before 2000 and after `last`.
 */
export function clipVacation(vacation: { from: Day; to: Day }, last: Day) {
  const from = max(vacation.from, IMPORT_FIRST_DAY);
  const to = min(vacation.to, last);
  return {
    from,
    to,
    tooEarly: daysOf(vacation.from, min(addDays(from, -1), vacation.to)),
    future: daysOf(max(addDays(to, 1), vacation.from), vacation.to),
  };
}

/**
 * Writes the import's vacations in one transaction, behind the person's lock, for the habits of
 * those names (case aside); days before 2000 or more than a year ahead are left out (`tooEarly`,
 * `future`: skip reasons counting days). A vacation with the same days and habits as one the
 * person has is not made again.
 */
export async function importVacations(
  ctx: ServiceContext,
  userId: string,
  vacations: readonly ImportedVacation[],
  reasons: { tooEarly: string; future: string },
  record: (tx: Queryable, write: VacationsWrite) => Promise<void>,
): Promise<{ write: VacationsWrite; protectedDays: number; skipped: Record<string, number> }> {
  return ctx.database.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw new Error('import for a user who is gone');
    // Planned days come in too, up to a year ahead (as a rest day may be planned: POST …/skip).
    const lastDay = lastPlannedDay(todayFor(ctx, user));
    const now = ctx.clock.now();
    const skipped: Record<string, number> = {};
    const skip = (reason: string, n: number) => {
      if (n > 0) skipped[reason] = (skipped[reason] ?? 0) + n;
    };
    const mine = await importRepo.habitsOfUser(tx, userId);
    const byName = new Map(mine.map((h) => [h.name.toLowerCase(), h.id]));
    const existing = await vacationsRepo.listVacations(tx, userId);
    const write: VacationsWrite = { vacationIds: [] };
    let protectedDays = 0;
    for (const vacation of vacations) {
      const { from, to, ...outside } = clipVacation(vacation, lastDay);
      skip(reasons.tooEarly, outside.tooEarly);
      skip(reasons.future, outside.future);
      if (from > to) continue;
      const ids =
        vacation.habits === null
          ? null
          : [...new Set(vacation.habits.flatMap((n) => byName.get(n.toLowerCase()) ?? []))];
      if (ids !== null && ids.length === 0) {
        skip(VACATION_SKIP_REASONS.noHabit, 1);
        continue;
      }
      const same = existing.find(
        (v) => v.fromDay === from && v.toDay === to && sameSet(v.habitIds, ids),
      );
      if (same) {
        skip(VACATION_SKIP_REASONS.kept, 1);
        continue;
      }
      const row = await vacationsRepo.insertVacation(tx, { userId, from, to, habitIds: ids, now });
      const habitIds = ids ?? mine.map((h) => h.id);
      await protectionsRepo.protectVacationDays(tx, {
        userId,
        vacationId: row.id,
        habitIds,
        from,
        to,
        now,
      });
      protectedDays += await protectionsRepo.countVacationDays(tx, row.id);
      write.vacationIds.push(row.id);
    }
    await record(tx, write);
    return { write, protectedDays, skipped };
  });
}

/** Takes back the vacations an import made, with their protected days. */
export async function undoVacations(
  tx: Queryable,
  userId: string,
  write: VacationsWrite,
): Promise<void> {
  for (const id of write.vacationIds) {
    await protectionsRepo.unprotectVacationDays(tx, userId, id, IMPORT_FIRST_DAY);
    await vacationsRepo.deleteVacation(tx, userId, id);
  }
}
