import type { Day } from './day.js';
import { computeFairStreak } from './fair-streak.js';
import { DEFAULT_SCHEDULE } from './schedule.js';

export interface Streak {
  current: number;
  longest: number;
}

/**
 * The streak rule (`computeFairStreak`, fair-streak.ts) for a daily habit with nothing protected,
 * from the days that counted (count reached the target), in any order: `current` is the run of
 * consecutive counted days ending today, or ending yesterday while today is not yet counted;
 * `longest` is the longest run ever (never below `current`). Days after today are left out. The
 * history starts at its first counted day (docs/decisions/045-one-streak-rule.md).
 */
export function computeStreak(countedDays: Iterable<Day>, today: Day): Streak {
  const done = [...countedDays];
  let first = today;
  for (const day of done) if (day < first) first = day;
  return computeFairStreak({
    schedule: DEFAULT_SCHEDULE,
    createdOn: first,
    done,
    protectedDays: [],
    today,
  });
}
