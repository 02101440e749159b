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

/**
 * What a tap does to a bonus whose condition it may change (docs/decisions/026-taking-back-rewards.md):
 * a check-in that makes the condition hold pays the bonus unless one stands (1); an undo that
 * leaves it broken takes a standing one back (-1); anything else leaves it (0). So a week nets one
 * bonus of a kind at most, however often its check-ins are undone and made again.
 */
export function bonusMove(tap: 'check-in' | 'undo', holds: boolean, standing: boolean): -1 | 0 | 1 {
  if (tap === 'check-in') return holds && !standing ? 1 : 0;
  return !holds && standing ? -1 : 0;
}

/** A period's points, as every surface shows them (docs/decisions/040-one-rule-per-figure.md). */
export interface PointsTally {
  /** Positive ledger entries: check-ins, bonuses, kept quit days. */
  earned: number;
  /** What streak freezes cost (the price of each bought). */
  spent: number;
  /** Negative entries other than purchases: undone check-ins and bonuses taken back. */
  takenBack: number;
  /** earned − spent − takenBack: the change of the balance over the period. */
  net: number;
}

/**
 * THE points figure of a period, from its ledger entries (or from their sums per reason and sign):
 * never a net sum labelled "earned".
 */
export function pointsTally(entries: readonly { reason: string; amount: number }[]): PointsTally {
  let earned = 0;
  let spent = 0;
  let takenBack = 0;
  for (const { reason, amount } of entries) {
    if (amount > 0) earned += amount;
    else if (reason === 'freeze-bought') spent -= amount;
    else takenBack -= amount;
  }
  return { earned, spent, takenBack, net: earned - spent - takenBack };
}
