import {
  computeStreak,
  markDay,
  streakAsOf,
  streakStateFrom,
  type Day,
  type Streak,
  type StreakState,
} from '@streakwise/shared';
import type { Tx } from '../../db/client.js';
import type { HabitRow } from '../../db/schema.js';
import { entryPoints, type DayEntry } from './habit-kinds.js';
import { fairHistories, fairStreakOf, isKept, type HabitDays } from './habits.service.js';
import * as repo from './habits.repository.js';
import type { ListedHabit } from './habits.repository.js';

/*
 * The streak and points of a check-in's entry (check-in.service.ts), for every kind of habit: the
 * day turns done (kept) or not by `count >= target` (docs/decisions/032-habit-kinds.md), and the
 * streak follows as it does for a count habit.
 */

/** A check-in's outcome beside its day's row. */
export interface EntryPlan {
  /** The kept streak after the entry, stored for every habit. */
  state: StreakState;
  /** The streak as of the entry's day (its points use it) and as of today (the reply's). */
  streak: Streak;
  streakNow: Streak;
  streakIncremented: boolean;
  pointsEarned: number;
  /** A fair habit's history after the entry, so the reply reads it no second time. */
  days?: HabitDays;
}

/**
 * The entry of `day` (today, or yesterday for a late one) planned from the kept state, as if it
 * were made on that day: `streak` is the habit's streak as of `day`, and `streakNow` the one as of
 * today. When the state cannot place the day (it is before the newest counted day: the zone moved
 * west, a late check-in under a today already reached, or a quit habit's today written ahead), it
 * is planned from the habit's counted days instead, the one case that reads its history.
 */
async function keptPlan(tx: Tx, habit: HabitRow, entry: DayEntry, day: Day, today: Day) {
  const streakIncremented = !entry.doneBefore && entry.doneAfter;
  const state = markDay(repo.streakStateOf(habit), day, entry.doneAfter);
  const streak = state && streakAsOf(state, day);
  if (state && streak) {
    // The state counts nothing after `day`, so it can answer as of today too.
    return { state, streak, streakNow: streakAsOf(state, today) ?? streak, streakIncremented };
  }
  const counted = (await repo.countedDays(tx, habit.userId, habit.id))
    .map((c) => c.day)
    .filter((d) => d !== day);
  const after = entry.doneAfter ? [...counted, day] : counted;
  return {
    state: streakStateFrom(after, day),
    streak: computeStreak(after, day),
    streakNow: computeStreak(after, today),
    streakIncremented,
  };
}

/**
 * A fair habit's entry (docs/decisions/017-fair-streaks.md), from its counted and protected days
 * read once: the streak as of `day` after it, which the points use; the streak as of today, which
 * the reply and the badges use; and whether that grew. A day not due is done all the same and
 * earns its points, but `computeFairStreak` does not count it; a weekly habit's streak grows when
 * a week is met.
 */
async function fairPlan(tx: Tx, habit: HabitRow, entry: DayEntry, day: Day, today: Day) {
  const read = (await fairHistories(tx, habit.userId, [habit.id], today)).get(habit.id);
  const others = read?.done.filter((d) => d !== day) ?? [];
  const doneWith = (done: boolean) => (done ? [...others, day] : others);
  const days: HabitDays = {
    done: doneWith(entry.doneAfter),
    protectedDays: read?.protectedDays ?? [],
    restDays: read?.restDays ?? [],
  };
  const streakNow = fairStreakOf(habit, days, today);
  const streak = day === today ? streakNow : fairStreakOf(habit, days, day);
  const earlier = fairStreakOf(habit, { ...days, done: doneWith(entry.doneBefore) }, today);
  return { days, streak, streakNow, streakIncremented: streakNow.current > earlier.current };
}

/**
 * The entry's streak and points. The kept state is stored for every habit; a habit with another
 * schedule or a protected day is served, paid and badged by its fair streak instead.
 */
export async function planEntry(
  tx: Tx,
  habit: ListedHabit,
  entry: DayEntry,
  day: Day,
  today: Day,
): Promise<EntryPlan> {
  const kept = await keptPlan(tx, habit, entry, day, today);
  const outcome = isKept(habit)
    ? kept
    : { ...kept, ...(await fairPlan(tx, habit, entry, day, today)) };
  return { ...outcome, pointsEarned: entryPoints(habit.kind, entry, outcome.streak.current) };
}
