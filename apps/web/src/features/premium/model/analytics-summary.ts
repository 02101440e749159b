import type { Analytics } from '@streakwise/shared';

type DailyPoint = Analytics['daily'][number];
type WeekdayPoint = Analytics['weekdays'][number];

export interface Extremes<T> {
  best: T;
  worst: T;
}

/** The highest and lowest rate among the entries that had anything to do; null if none had. */
function extremes<T extends { possible: number; rate: number }>(
  entries: readonly T[],
): Extremes<T> | null {
  let best: T | null = null;
  let worst: T | null = null;
  for (const entry of entries) {
    if (entry.possible === 0) continue;
    if (!best || entry.rate > best.rate) best = entry;
    if (!worst || entry.rate < worst.rate) worst = entry;
  }
  return best && worst ? { best, worst } : null;
}

/** The best and worst day of the period, for the chart's text equivalent. */
export function dailyExtremes(daily: readonly DailyPoint[]): Extremes<DailyPoint> | null {
  return extremes(daily);
}

/** Monday first, as the rest of the app counts weeks (the server sends Sunday = 0). */
export function mondayFirst(weekdays: readonly WeekdayPoint[]): WeekdayPoint[] {
  return [...weekdays].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7));
}

export function weekdayExtremes(weekdays: readonly WeekdayPoint[]): Extremes<WeekdayPoint> | null {
  return extremes(mondayFirst(weekdays));
}

/** Rates arrive with one decimal; the screen shows whole percentages. */
export function percent(rate: number): number {
  return Math.round(rate);
}
