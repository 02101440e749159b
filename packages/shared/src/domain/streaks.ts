import { addDays, daysBetween, type Day } from './day.js';

export interface Streak {
  current: number;
  longest: number;
}

/**
 * Streak from the days that counted (count reached the target), in any order. `current` is the
 * run of consecutive counted days ending today, or ending yesterday while today is not yet
 * counted; `longest` is the longest run ever (never below `current`).
 */
export function computeStreak(countedDays: Iterable<Day>, today: Day): Streak {
  const days = [...new Set(countedDays)].filter((d) => d <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: Day | undefined;
  for (const day of days) {
    run = previous !== undefined && daysBetween(previous, day) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = days.at(-1);
  const current = last !== undefined && (last === today || last === addDays(today, -1)) ? run : 0;
  return { current, longest };
}
