import {
  checkInPoints,
  dayValue,
  kindFigures,
  DAILY_TARGET_MAX,
  fromHundredths,
  HABIT_KIND_MESSAGES,
  isKept,
  measureEntryPoints,
  MESSAGES,
  progressOf,
  quitDayRow,
  toHundredths,
  type CreateHabitRequest,
  type HabitKind,
  type UpdateHabitRequest,
} from '@streakwise/shared';
import type { HabitRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/*
 * The three kinds of habit as the server stores them (docs/decisions/032-habit-kinds.md): the
 * one place that turns a person's numbers (amounts, slips) into a day's stored row and back. A
 * day is done (kept) when `count >= target`, whatever the kind.
 */

/** A day's stored row as a check-in, an undo or a correction reads it; no row: count 0, target null. */
export interface DayRow {
  count: number;
  target: number | null;
  slips: number | null;
  slipLimit: number | null;
}

/** A day's row as written: a quit day carries its slips and limit beside count and target. */
export type WrittenDay = { count: number; target: number } & Pick<DayRow, 'slips' | 'slipLimit'>;

/** What one entry (a check-in, or an undo of one) does to its day. */
export interface DayEntry {
  /** The entry's stored units (check_ins.units): check-ins, hundredths of an amount, or slips. */
  units: number;
  /** The stored count before it (a measure's total in hundredths). */
  before: number;
  row: WrittenDay;
  doneBefore: boolean;
  doneAfter: boolean;
}

type HabitKindRow = Pick<HabitRow, 'kind' | 'dailyTarget' | 'slipLimit'>;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/** A quit habit's limit: the day's own when it has a row, else the habit's. */
const limitOf = (habit: HabitKindRow, day: DayRow) => day.slipLimit ?? habit.slipLimit ?? 0;
const doneOf = (day: Pick<DayRow, 'count' | 'target'>) =>
  day.target !== null && day.count >= day.target;

/**
 * The entry a check-in of `request` makes on a day (PATCH /api/habits/:id/complete): a count's
 * check-ins (1–10, capped at what is left; a day at its target is 409 ALREADY_COMPLETE), a
 * measure's amount (added, no cap) or a quit habit's slips. A field of another kind is 400.
 */
export function checkInEntry(
  habit: HabitKindRow,
  day: DayRow,
  request: { count?: number | undefined; amount?: number | undefined },
): DayEntry {
  const doneBefore = doneOf(day);
  const target = day.target ?? habit.dailyTarget;
  if (habit.kind === 'measure') {
    if (request.count !== undefined) throw invalid('count', HABIT_KIND_MESSAGES.amountNeeded);
    if (request.amount === undefined) throw invalid('amount', HABIT_KIND_MESSAGES.amountNeeded);
    const units = toHundredths(request.amount);
    const row = { count: day.count + units, target, slips: null, slipLimit: null };
    return { units, before: day.count, row, doneBefore, doneAfter: row.count >= target };
  }
  if (request.amount !== undefined) throw invalid('amount', HABIT_KIND_MESSAGES.amountRefused);
  const requested = request.count ?? 1;
  if (habit.kind === 'quit') {
    const row = quitDayRow((day.slips ?? 0) + requested, limitOf(habit, day));
    return { units: requested, before: day.count, row, doneBefore, doneAfter: row.count >= 1 };
  }
  if (requested > DAILY_TARGET_MAX) throw invalid('count', MESSAGES.countInvalid);
  const progress = progressOf(target, day.count, requested);
  if (!progress) throw new AppError('ALREADY_COMPLETE', MESSAGES.habitAlreadyComplete);
  const row = { count: progress.todayCount, target, slips: null, slipLimit: null };
  return {
    units: progress.units,
    before: day.count,
    row,
    doneBefore,
    doneAfter: progress.streakIncremented,
  };
}

/** The entry that takes back a check-in of `units` from its day (an undo). */
export function undoEntry(habit: HabitKindRow, day: DayRow, units: number): DayEntry {
  const doneBefore = doneOf(day);
  const row: WrittenDay =
    habit.kind === 'quit'
      ? quitDayRow(Math.max(0, (day.slips ?? 0) - units), limitOf(habit, day))
      : {
          count: day.count - units,
          target: day.target ?? habit.dailyTarget,
          slips: null,
          slipLimit: null,
        };
  return { units: -units, before: day.count, row, doneBefore, doneAfter: doneOf(row) };
}

/** A day's row set to the person's `value` (PUT days): check-ins, an amount or slips. */
export function setDayRow(habit: HabitKindRow, day: DayRow, value: number): WrittenDay {
  if (habit.kind === 'quit') return quitDayRow(value, limitOf(habit, day));
  const target = day.target ?? habit.dailyTarget;
  const count = habit.kind === 'measure' ? toHundredths(value) : value;
  return { count, target, slips: null, slipLimit: null };
}

/** The points of a check-in's entry, given the habit's streak after it (as of its day). */
export function entryPoints(kind: HabitKind, entry: DayEntry, streakAfter: number): number {
  if (kind === 'quit') return 0;
  if (kind === 'measure')
    return measureEntryPoints(entry.before, entry.row.count, entry.row.target, streakAfter);
  return checkInPoints(entry.units, streakAfter);
}

/**
 * What an entry (a check-in or an undo) moves the weekly challenge's habit-days done by
 * (docs/decisions/042-weekly-challenge-effort.md): 1 when it took its day to the target, −1 when
 * it took it back below, else 0; a quit habit's slips never (its kept day counts once paid). The
 * same rule, in SQL, is gamification/facts.repository.ts `done`.
 */
export function challengeDays(
  kind: HabitKind,
  entry: Pick<DayEntry, 'doneBefore' | 'doneAfter'>,
): number {
  if (kind === 'quit' || entry.doneBefore === entry.doneAfter) return 0;
  return entry.doneAfter ? 1 : -1;
}

/** A day's stored count in the person's numbers: check-ins, an amount, or slips. */
export const shownCount = dayValue;

/** A day's target in the person's numbers: check-ins, an amount, or the limit of slips. */
export function shownTarget(
  kind: HabitKind,
  day: { target: number; slipLimit?: number | null },
): number {
  if (kind === 'measure') return fromHundredths(day.target);
  if (kind === 'quit') return day.slipLimit ?? 0;
  return day.target;
}

/** The kind's fields of a habit's view (habitKindViewShape), and its `dailyTarget`. */
export const kindView = (row: Pick<HabitRow, 'kind' | 'unit' | 'dailyTarget' | 'slipLimit'>) =>
  kindFigures(row);

/** Today's progress in the person's numbers: `today` of the habit's view. */
export function todayProgress(
  row: HabitKindRow,
  day: { count: number; slips?: number | null } | undefined,
): { completed: number; target: number; isComplete: boolean } {
  if (row.kind === 'quit') {
    const slips = day?.slips ?? 0;
    const limit = row.slipLimit ?? 0;
    return { completed: slips, target: limit, isComplete: isKept(slips, limit) };
  }
  const count = day?.count ?? 0;
  return {
    completed: shownCount(row.kind, { count }),
    target: shownTarget(row.kind, { target: row.dailyTarget }),
    isComplete: count >= row.dailyTarget,
  };
}

const required = <T>(value: T | undefined): T => {
  // NOTE: createHabitRequestSchema (`kindFieldIssues`) requires each kind's fields.
  if (value === undefined) throw new Error('a kind field passed validation without a value');
  return value;
};

/** The stored columns of a new habit's kind (docs/decisions/032-habit-kinds.md). */
export function kindColumns(
  input: CreateHabitRequest,
): Pick<HabitRow, 'kind' | 'unit' | 'dailyTarget' | 'slipLimit'> {
  const kind = input.kind ?? 'count';
  if (kind === 'measure')
    return {
      kind,
      unit: required(input.unit),
      dailyTarget: toHundredths(required(input.target)),
      slipLimit: null,
    };
  if (kind === 'quit')
    return { kind, unit: input.unit ?? null, dailyTarget: 1, slipLimit: required(input.limit) };
  return { kind, unit: null, dailyTarget: required(input.dailyTarget), slipLimit: null };
}

/** The stored columns an edit of a habit's kind fields changes (their kind checked already). */
export function kindChanges(
  input: UpdateHabitRequest,
): Partial<Pick<HabitRow, 'unit' | 'dailyTarget' | 'slipLimit'>> {
  return {
    ...(input.unit !== undefined ? { unit: input.unit } : {}),
    ...(input.dailyTarget !== undefined ? { dailyTarget: input.dailyTarget } : {}),
    ...(input.target !== undefined ? { dailyTarget: toHundredths(input.target) } : {}),
    ...(input.limit !== undefined ? { slipLimit: input.limit } : {}),
  };
}
