import { addDays, type Day } from './day.js';
import type { Streak } from './streaks.js';

/**
 * A habit's streak kept between writes instead of recomputed from its whole history
 * (docs/decisions/012-streak-state.md). Every write to a habit's days (check-in, undo, a new
 * target) lands on the user's today (or yesterday, for a late check-in:
 * docs/decisions/015-late-logging.md), so the state splits the history in two:
 *
 * - the open day: the newest day written, which later writes that same day may still turn from
 *   counted to not counted and back (`openDay`, `openDone`);
 * - the settled days before it, summed up as the last counted day among them, the run of
 *   consecutive counted days ending there, and the longest run among them.
 *
 * Marking the open day never touches the settled part, so an undo is as exact as a check-in. A
 * write on a later day settles the open day first (adding a day after all the others needs only
 * those three numbers). A write on an EARLIER day (the user's zone moved west, so today went back,
 * or a late check-in under a today already counted) cannot always be done from the state: `markDay`
 * says so and the caller rebuilds it from the history.
 *
 * Invariant: no counted day is later than `openDay`; with `openDay` null nothing is counted.
 */
export interface StreakState {
  openDay: Day | null;
  /** Whether the open day reached its target. */
  openDone: boolean;
  /** The last counted day before the open day. */
  settledLast: Day | null;
  /** Consecutive counted days ending on `settledLast` (0 without one). */
  settledRun: number;
  /** The longest run of consecutive counted days before the open day. */
  settledLongest: number;
}

export const EMPTY_STREAK_STATE: StreakState = {
  openDay: null,
  openDone: false,
  settledLast: null,
  settledRun: 0,
  settledLongest: 0,
};

/** The whole history summed up: its last counted day, the run ending there, the longest run. */
interface Summary {
  last: Day | null;
  run: number;
  longest: number;
}

function summary(state: StreakState): Summary {
  const { openDay, openDone, settledLast, settledRun, settledLongest } = state;
  if (openDay === null || !openDone) {
    return { last: settledLast, run: settledRun, longest: settledLongest };
  }
  const run = settledLast !== null && addDays(settledLast, 1) === openDay ? settledRun + 1 : 1;
  return { last: openDay, run, longest: Math.max(settledLongest, run) };
}

/**
 * The streak as of `today`, as `computeStreak` gives it over the same history, or undefined when
 * the state cannot say: a counted day later than today (the zone moved west) is not part of
 * today's streak, and the state cannot take it out. The caller then asks the history.
 */
export function streakAsOf(state: StreakState, today: Day): Streak | undefined {
  const { last, run, longest } = summary(state);
  if (last !== null && last > today) return undefined;
  const current = last !== null && last >= addDays(today, -1) ? run : 0;
  return { current, longest };
}

/**
 * The state after `day` turned counted (`done`) or not, or undefined when it cannot follow from
 * the state alone (a day before the open day whose answer the settled part may hold): the caller
 * rebuilds it with `streakStateFrom` from the history that includes the change.
 */
export function markDay(state: StreakState, day: Day, done: boolean): StreakState | undefined {
  const { openDay } = state;
  if (openDay === null || day > openDay) {
    const settled = summary(state);
    return {
      openDay: day,
      openDone: done,
      settledLast: settled.last,
      settledRun: settled.run,
      settledLongest: settled.longest,
    };
  }
  if (day === openDay) return { ...state, openDone: done };
  // NOTE: an earlier day with nothing counted from it on (not the open day, not the last settled
  // day or later) can become the open day: the settled part already ends before it.
  if (!state.openDone && (state.settledLast === null || state.settledLast < day)) {
    return { ...state, openDay: day, openDone: done };
  }
  return undefined;
}

/**
 * The state of a whole history: the counted days, in any order, and the day being written (the
 * open day, unless a counted day is later). The rebuild `markDay` asks for, and what the migration
 * that introduced the state computes in SQL for each existing habit.
 */
export function streakStateFrom(countedDays: Iterable<Day>, writtenDay: Day | null): StreakState {
  const days = [...new Set(countedDays)].sort();
  const last = days.at(-1);
  const openDay =
    last !== undefined && (writtenDay === null || last > writtenDay) ? last : writtenDay;
  let state: StreakState = { ...EMPTY_STREAK_STATE };
  for (const day of days) {
    if (day === openDay) break;
    // Days come in order, so each one settles the day before it: never undefined here.
    state = markDay(state, day, true) ?? state;
  }
  if (openDay === null) return state;
  const settled = summary(state);
  return {
    openDay,
    openDone: last === openDay,
    settledLast: settled.last,
    settledRun: settled.run,
    settledLongest: settled.longest,
  };
}
