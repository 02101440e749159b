import { daysBetween, type Schedule } from '@streakwise/shared';
import type { TallyHabit } from '../modules/premium/analytics-tally.js';

/*
 * Habits as premium analytics hands them to `tallyRange` (premium/analytics-tally.ts), for
 * the tally's tests: `import { END, tallyHabit } from '../../test/tally.js'`.
 */

export const END = '2026-06-30'; // a Tuesday

/** A habit as the repository hands it over, from its day counts: `{ day: [count, target] }`. */
export function tallyHabit(
  id: string,
  category: string,
  createdOn: string,
  archivedOn: string | null,
  counts: Record<string, [number, number]>,
  start: string,
  { schedule = { kind: 'daily' }, guarded = [] }: { schedule?: Schedule; guarded?: string[] } = {},
): TallyHabit {
  const rows = Object.entries(counts).filter(([day, [count]]) => day <= END && count > 0);
  const inRange = rows.filter(([day]) => day >= start);
  const today = counts[END];
  return {
    id,
    category,
    createdOn,
    archivedOn,
    schedule,
    done: rows.filter(([, [c, t]]) => c >= t).map(([day]) => daysBetween(start, day)),
    protectedDays: guarded.filter((day) => day <= END).map((day) => daysBetween(start, day)),
    checkedIn: inRange.length,
    units: inRange.reduce((n, [, [c]]) => n + c, 0),
    today: today ? { count: today[0], target: today[1] } : null,
  };
}
