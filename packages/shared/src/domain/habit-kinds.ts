import { checkInPoints } from './points.js';

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
