import { checkInPoints } from './points.js';
import { fromHundredths, type HabitKind } from '../schemas/habit-kinds.js';

/*
 * How each kind of habit is stored in a day's completion row, so that `count >= target` means a
 * done (or kept) day for all three (docs/decisions/032-habit-kinds.md).
 */

/** A quit habit's day is kept while its slips are within the limit. */
export function isKept(slips: number, limit: number): boolean {
  return slips <= limit;
}

/** The completion row of a quit habit's day with `slips` against `limit`. */
export function quitDayRow(slips: number, limit: number) {
  return { count: isKept(slips, limit) ? 1 : 0, target: 1, slips, slipLimit: limit };
}

/**
 * Points for an entry of a measure that takes the day's total from `before` to `after` (both in
 * hundredths, as the target): a completed day's points, as a count habit with a target of 1 earns,
 * on the entry that reaches the target; nothing for the entries before or after it.
 */
export function measureEntryPoints(
  before: number,
  after: number,
  target: number,
  streakAfter: number,
): number {
  return before < target && after >= target ? checkInPoints(1, streakAfter) : 0;
}

/** The points of a quit habit's kept day, paid once it has ended. */
export function keptDayPoints(streakThen: number): number {
  return checkInPoints(1, streakThen);
}

/** The stored kind columns of a habit, as the habits table keeps them. */
export interface StoredKind {
  kind: HabitKind;
  unit: string | null;
  /** habits.daily_target: a count's check-ins, a measure's hundredths, 1 for a quit habit. */
  dailyTarget: number;
  slipLimit: number | null;
}

/**
 * A habit's kind fields in the person's numbers, as GET /api/habits gives them (habitKindViewShape):
 * `target` a measure's amount, `limit` a quit habit's slips, `dailyTarget` a count's check-ins
 * (1 for the other kinds). The exports and reports read habits through this.
 */
export function kindFigures(row: StoredKind) {
  return {
    kind: row.kind,
    unit: row.kind === 'count' ? null : row.unit,
    target: row.kind === 'measure' ? fromHundredths(row.dailyTarget) : null,
    limit: row.kind === 'quit' ? (row.slipLimit ?? 0) : null,
    dailyTarget: row.kind === 'count' ? row.dailyTarget : 1,
  };
}

/** A day's stored row in the person's numbers: check-ins, an amount, or slips. */
export function dayValue(kind: HabitKind, day: { count: number; slips?: number | null }): number {
  if (kind === 'measure') return fromHundredths(day.count);
  if (kind === 'quit') return day.slips ?? 0;
  return day.count;
}

/** "2.5 km", "1 slip (limit 2)", "3 of 4": a day's value as the PDF and the report print it. */
export function dayValueText(
  figures: ReturnType<typeof kindFigures>,
  value: number,
  target: number,
): string {
  if (figures.kind === 'measure') return `${formatAmount(value)} ${figures.unit ?? ''}`.trim();
  if (figures.kind === 'quit') {
    const noun = figures.unit ?? 'slip';
    return `${value} ${value === 1 || figures.unit ? noun : `${noun}s`} (limit ${figures.limit ?? 0})`;
  }
  return `${value} of ${target}`;
}

/** An amount with at most two decimals, as a person writes it: 2.5, 10, 0.25. */
export function formatAmount(value: number): string {
  return String(Math.round(value * 100) / 100);
}
