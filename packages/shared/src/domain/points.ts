/** Points rules (docs/product.md §9, docs/architecture.md §5). */
export const POINTS_PER_UNIT = 10;
export const PERFECT_WEEK_BONUS = 100;

/** ×1.5 at a streak of 7 or more, ×2 at 30 or more. */
export function streakMultiplier(streak: number): number {
  if (streak >= 30) return 2;
  if (streak >= 7) return 1.5;
  return 1;
}

/** Points for a check-in of `units`, given the habit's streak after the check-in. */
export function checkInPoints(units: number, streakAfter: number): number {
  return Math.round(units * POINTS_PER_UNIT * streakMultiplier(streakAfter));
}
