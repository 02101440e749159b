import type { Day } from './day.js';
import { computeFairStreak, type FairHistory } from './fair-streak.js';
import type { Schedule } from './schedule.js';
import { streakAsOf, type StreakState } from './streak-state.js';
import type { Streak } from './streaks.js';

/*
 * The kept streak state (streak-state.ts) is a cache of the one streak rule, `computeFairStreak`
 * (docs/decisions/045-one-streak-rule.md): every habit stores it, and it answers for the habits the
 * rule treats as a plain run of counted days. Every other answer comes from the rule over the
 * habit's history. These two functions are the only way a streak is served.
 */

/** What decides whether the cache can answer for a habit. */
export interface CachedHabit {
  schedule: Schedule;
  /** Whether any of its days is protected; absent when not known (the cache then never answers). */
  hasProtection?: boolean;
}

/** Whether the cache holds the habit's streak: a daily habit known to have no protected day. */
export function cacheServes(habit: CachedHabit): boolean {
  return habit.schedule.kind === 'daily' && habit.hasProtection === false;
}

/**
 * The habit's streak as of `today` from its cache, or undefined when only the rule over its history
 * can say: a habit the cache does not serve, or one counted on a day after `today` (the zone moved
 * west), which the cache cannot take out.
 */
export function cachedStreak(
  state: StreakState,
  habit: CachedHabit,
  today: Day,
): Streak | undefined {
  return cacheServes(habit) ? streakAsOf(state, today) : undefined;
}

/**
 * The streak rule over a habit's history, as of `today`. The cache knows no creation day: it
 * counts every counted day, even one before the habit's creation day (checked in from a zone west
 * of the one it was made in). For a habit it serves, the history therefore starts at the first
 * counted day when that is earlier, so the rule and the cache give one answer.
 */
export function ruleStreak(
  habit: CachedHabit & { createdOn: Day },
  days: Pick<FairHistory, 'done' | 'protectedDays'>,
  today: Day,
): Streak {
  let createdOn = habit.createdOn;
  if (cacheServes(habit)) for (const day of days.done) if (day < createdOn) createdOn = day;
  return computeFairStreak({
    schedule: habit.schedule,
    createdOn,
    done: days.done,
    protectedDays: days.protectedDays,
    today,
  });
}
