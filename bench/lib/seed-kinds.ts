/**
 * The bench user's habits come in the three kinds (docs/decisions/032-habit-kinds.md), a third
 * of each: what a day of each kind writes, stored as the app stores it (a measure in hundredths;
 * a quit habit's day as kept 1 / over 0 of 1, its slips beside).
 */
import { checkInPoints, isKept, keptDayPoints, type HabitKind } from '@streakwise/shared';

export interface KindColumns {
  kind: HabitKind;
  /** Stored units: a count's target, a measure's in hundredths, 1 for a quit habit. */
  dailyTarget: number;
  unit: string | null;
  slipLimit: number | null;
}

/** Habit `i` of the seed: counts (targets 1–5), measures (1–5 km), habits to quit (limits 0–2). */
export function kindOfHabit(i: number): KindColumns {
  const kind = (['count', 'measure', 'quit'] as const)[i % 3]!;
  if (kind === 'measure') {
    return { kind, dailyTarget: ((i % 5) + 1) * 100, unit: 'km', slipLimit: null };
  }
  if (kind === 'quit') return { kind, dailyTarget: 1, unit: 'coffees', slipLimit: i % 3 };
  return { kind, dailyTarget: (i % 5) + 1, unit: null, slipLimit: null };
}

export interface PlannedDay {
  /** Each check-in of the day: its stored units and the points it earned. */
  entries: { units: number; points: number }[];
  /** The completion row's count (stored units). */
  count: number;
  slips: number | null;
  /** The day is done (or kept). */
  counts: boolean;
  /** Check-ins toward the weekly challenge: a count's units, a measure's entries, a kept day. */
  challengeUnits: number;
  /** A quit habit's kept day, paid once it has ended. */
  keptPoints: number;
}

/**
 * One day of a habit. `roll` and `random` come from the seed's PRNG; `keep` is how reliably the
 * habit is kept; `run` the counted days in a row before this one.
 */
export function planDay(
  habit: KindColumns,
  roll: number,
  random: () => number,
  keep: number,
  run: number,
): PlannedDay | null {
  const target = habit.dailyTarget;
  if (habit.kind === 'quit') {
    const limit = habit.slipLimit ?? 0;
    const slips =
      roll < keep ? Math.floor(random() * (limit + 1)) : limit + 1 + Math.floor(random() * 2);
    const kept = isKept(slips, limit);
    return {
      entries: Array.from({ length: slips }, () => ({ units: 1, points: 0 })),
      count: kept ? 1 : 0,
      slips,
      counts: kept,
      challengeUnits: kept ? 1 : 0,
      keptPoints: kept ? keptDayPoints(run + 1) : 0,
    };
  }
  if (habit.kind === 'measure') {
    let amounts: number[] = [];
    if (roll < keep) {
      const first = Math.round(target * 0.6);
      amounts = [first, target - first + Math.floor(random() * 5) * 10];
    } else if (roll < keep + (1 - keep) / 2) amounts = [Math.round(target * 0.4)];
    if (amounts.length === 0) return null;
    let total = 0;
    const entries = amounts.map((units) => {
      const crosses = total < target && total + units >= target;
      total += units;
      return { units, points: crosses ? checkInPoints(1, run + 1) : 0 };
    });
    return {
      entries,
      count: total,
      slips: null,
      counts: total >= target,
      challengeUnits: entries.length,
      keptPoints: 0,
    };
  }
  let count = 0;
  if (roll < keep) count = target;
  else if (roll < keep + (1 - keep) / 2 && target > 1) {
    count = 1 + Math.floor(random() * (target - 1));
  }
  if (count === 0) return null;
  const entries = Array.from({ length: count }, (_, i) => ({
    units: 1,
    points: checkInPoints(1, i + 1 === target ? run + 1 : run),
  }));
  return {
    entries,
    count,
    slips: null,
    counts: count >= target,
    challengeUnits: count,
    keptPoints: 0,
  };
}
