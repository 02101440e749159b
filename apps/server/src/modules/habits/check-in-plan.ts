import {
  cachedStreak,
  markDay,
  streakStateFrom,
  type Day,
  type Streak,
  type StreakState,
} from '@streakwise/shared';
import type { Tx } from '../../db/client.js';
import { entryPoints, type DayEntry } from './habit-kinds.js';
import { fairHistories, fairStreakOf, type HabitDays } from './habits.service.js';
import * as repo from './habits.repository.js';
import type { ListedHabit } from './habits.repository.js';

/*
 * The streak and points of a check-in's entry (check-in.service.ts), for every kind of habit: the
 * day turns done (kept) or not by `count >= target` (docs/decisions/032-habit-kinds.md), and the
 * streak follows as it does for a count habit. One path (docs/decisions/045-one-streak-rule.md):
 * the kept state is updated, and answers when it can (`cachedStreak`); otherwise the habit's
 * history is read once and the rule computes the streak, the state rebuilt from it if need be.
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
  /** The habit's history after the entry, when it was read, so the reply reads it no second time. */
  days?: HabitDays;
}

/**
 * The entry from the habit's history, read once (docs/decisions/017-fair-streaks.md): the streak as
 * of `day` after it, which the points use; the streak as of today, which the reply and the badges
 * use; and whether that grew. A day not due is done all the same and earns its points, but the rule
 * does not count it; a weekly habit's streak grows when a week is met. When the state could not
 * follow the change (`marked` undefined: a day before the open one, e.g. the zone moved west or a
 * late check-in under a today already reached), it is rebuilt from the same history.
 */
async function rulePlan(
  tx: Tx,
  habit: ListedHabit,
  entry: DayEntry,
  day: Day,
  today: Day,
  marked: StreakState | undefined,
) {
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
  const state = marked ?? streakStateFrom([...days.done, ...(read?.ahead ?? [])], day);
  return {
    state,
    days,
    streak,
    streakNow,
    streakIncremented: streakNow.current > earlier.current,
  };
}

/**
 * The entry's streak and points, as if it were made on `day` (today, or yesterday for a late one):
 * `streak` is the habit's streak as of `day`, and `streakNow` the one as of today.
 */
export async function planEntry(
  tx: Tx,
  habit: ListedHabit,
  entry: DayEntry,
  day: Day,
  today: Day,
): Promise<EntryPlan> {
  const marked = markDay(repo.streakStateOf(habit), day, entry.doneAfter);
  const streak = marked && cachedStreak(marked, habit, day);
  const outcome =
    marked && streak
      ? {
          state: marked,
          streak,
          // The state counts nothing after `day`, so it can answer as of today too.
          streakNow: cachedStreak(marked, habit, today) ?? streak,
          streakIncremented: !entry.doneBefore && entry.doneAfter,
        }
      : await rulePlan(tx, habit, entry, day, today, marked);
  return { ...outcome, pointsEarned: entryPoints(habit.kind, entry, outcome.streak.current) };
}
