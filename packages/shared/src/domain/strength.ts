import { addDays, weekStart, type Day } from './day.js';
import type { FairHistory } from './fair-streak.js';
import { dueDaysBetween, isDue } from './schedule.js';

/*
 * Habit strength, 0–100: an exponentially weighted share of the due days kept, in the spirit of
 * Loop Habit Tracker's score. The formula, a worked example and what counts are in
 * docs/strength.md; strength.test.ts holds the properties (bounded, monotone in kept days,
 * unchanged by protected days) and the figures the product promises (≈ 80 after 30 kept days of
 * a daily habit, ≈ 96 after 60).
 */

/** Days of history strength reads: 26 weeks. Older days weigh less than 0.01 % for a daily habit. */
export const STRENGTH_WINDOW_DAYS = 182;

/** A daily habit's score halves its distance to a steady state in this many due days. */
const HALF_LIFE_DAYS = 13;

/**
 * Loop's weight of the score so far, per day, for a habit owed `perDay` times a day:
 * `0.5^(√perDay / 13)`. A daily habit has 1; a weekly one owing `times` has `times / 7`.
 */
export function strengthMultiplier(perDay: number): number {
  return 0.5 ** (Math.sqrt(perDay) / HALF_LIFE_DAYS);
}

const DAILY = strengthMultiplier(1);

/** One step of the score: the share kept (0–1) enters with weight `1 − m`. */
const step = (score: number, kept: number, m: number) => score * m + kept * (1 - m);

/**
 * The strength of a habit as of `today`, 0–100 (an integer). Starts from 0 on its creation day
 * (or STRENGTH_WINDOW_DAYS back) and folds in what each due day or week did:
 * - a daily or weekday habit, one step per due day (weight `strengthMultiplier(1)`): 1 when
 *   done, 0 when missed or partial; a protected day not done, a day not due, and today while not
 *   done yet are skipped, leaving the score as it was;
 * - a weekly habit owing `times`, one step per Monday–Sunday week at seven days of Loop's weight
 *   for `times / 7` a day: 1 when its done days met what the week owed, skipped when protected days
 *   covered the rest (as the streak keeps such a week), else done ÷ owed; the week in progress
 *   counts only once met.
 */
export function habitStrength(input: FairHistory & { today: Day }): number {
  return Math.round(strengthScore(input) * 100);
}

/** `habitStrength` before rounding: 0–1. */
export function strengthScore(input: FairHistory & { today: Day }): number {
  const { schedule, createdOn, today } = input;
  const windowStart = addDays(today, -(STRENGTH_WINDOW_DAYS - 1));
  const from = createdOn > windowStart ? createdOn : windowStart;
  if (from > today) return 0;
  const done = new Set(input.done);
  const guarded = new Set(input.protectedDays);
  let score = 0;
  if (schedule.kind !== 'weekly') {
    for (let day = from; day <= today; day = addDays(day, 1)) {
      if (!isDue(schedule, day)) continue;
      if (done.has(day)) score = step(score, 1, DAILY);
      else if (day < today && !guarded.has(day)) score = step(score, 0, DAILY);
    }
    return score;
  }
  const weekly = strengthMultiplier(schedule.times / 7) ** 7;
  const openWeek = weekStart(today);
  for (let monday = weekStart(from); monday <= openWeek; monday = addDays(monday, 7)) {
    const first = monday < from ? from : monday;
    const sunday = addDays(monday, 6);
    const owed = dueDaysBetween(schedule, first, sunday);
    let met = 0;
    let excused = 0;
    for (let day = first; day <= sunday && day <= today; day = addDays(day, 1)) {
      if (done.has(day)) met += 1;
      else if (guarded.has(day)) excused += 1;
    }
    if (met >= owed) score = step(score, 1, weekly);
    else if (monday === openWeek || met + excused >= owed) continue;
    else score = step(score, met / owed, weekly);
  }
  return score;
}
