import {
  addDays,
  canLogDay,
  HABIT_HISTORY_DAYS,
  habitStrength,
  localDay,
  STRENGTH_WINDOW_DAYS,
  cachedStreak,
  streakAtRisk,
  type Day,
  type FairHistory,
  type StreakAtRiskView,
} from '@streakwise/shared';
import type { UserRow } from '../../db/schema.js';
import type { DayCount } from './habits.repository.js';
import * as repo from './habits.repository.js';
import type { ListedHabit } from './habits.repository.js';

/*
 * What a habit view adds to the streak: its strength and whether its streak is at risk
 * (docs/strength.md). Both come from rows the view reads anyway: the completions of the strength
 * window (read with the list's window, in the same statement) and the protected days of the habits
 * whose streak is computed fair (a kept habit has none).
 */

/** The moment a view is built for: the person's day, the instant, their zone and freezes held. */
export interface ViewAt {
  today: Day;
  now: Date;
  timeZone: string;
  freezesHeld: number;
}

/** `ViewAt` for a user row (signed in or locked) at the instant `now`. */
export function viewAt(now: Date, user: Pick<UserRow, 'timezone' | 'freezesHeld'>): ViewAt {
  return {
    today: localDay(now, user.timezone),
    now,
    timeZone: user.timezone,
    freezesHeld: user.freezesHeld,
  };
}

/** The first day strength reads: STRENGTH_WINDOW_DAYS ending today. */
export const strengthWindowStart = (today: Day): Day => addDays(today, -(STRENGTH_WINDOW_DAYS - 1));

/** The first day a view reads: its window's (`since`) or strength's, whichever is earlier. */
export function readFrom(since: Day, today: Day): Day {
  const strength = strengthWindowStart(today);
  return since < strength ? since : strength;
}

/** `readFrom` for the default window of a view (HABIT_HISTORY_DAYS ending today). */
export const readWindowStart = (today: Day): Day =>
  readFrom(addDays(today, -(HABIT_HISTORY_DAYS - 1)), today);

/** Whether yesterday can still be checked in: the only time a streak can be at risk. */
export const lateWindowOpen = (at: Pick<ViewAt, 'today' | 'now' | 'timeZone'>): boolean =>
  canLogDay(addDays(at.today, -1), at.now, at.timeZone) === 'yesterday';

/** One habit's days as strength and the at-risk rule read them. */
export interface StrengthInput {
  row: ListedHabit;
  /** The habit's completions of the strength window (or more). */
  rows: readonly DayCount[];
  protectedDays: readonly Day[];
}

const historyOf = ({ row, rows, protectedDays }: StrengthInput): FairHistory => ({
  schedule: row.schedule,
  createdOn: row.createdOn,
  done: rows.filter((r) => r.count >= r.target).map((r) => r.day),
  protectedDays,
});

/** Strength and a streak at risk of each habit, by id. */
export function strengthsAndRisks(
  habits: readonly StrengthInput[],
  at: ViewAt,
): Map<string, { strength: number; streakAtRisk: StreakAtRiskView | null }> {
  const late = lateWindowOpen(at);
  const result = new Map<string, { strength: number; streakAtRisk: StreakAtRiskView | null }>();
  // Freezes go to the oldest habit first, as the judging at the cut-off gives them
  // (freeze-judge.service.ts `shareFreezes`): every habit at risk misses the same day.
  const oldestFirst = [...habits].sort(
    (a, b) =>
      a.row.createdAt.getTime() - b.row.createdAt.getTime() || (a.row.id < b.row.id ? -1 : 1),
  );
  let left = at.freezesHeld;
  for (const habit of oldestFirst) {
    const history = historyOf(habit);
    const strength = habitStrength({ ...history, today: at.today });
    const risk =
      late && habit.row.archivedAt === null
        ? streakAtRisk({ ...history, now: at.now, timeZone: at.timeZone, freezesHeld: left })
        : null;
    if (risk?.savedBy === 'freeze') left -= risk.freezes;
    result.set(habit.row.id, {
      strength,
      streakAtRisk: risk && {
        // A kept streak knows its run beyond the window the rows cover.
        days:
          cachedStreak(repo.streakStateOf(habit.row), habit.row, addDays(at.today, -1))?.current ||
          risk.days,
        until: risk.until,
        savedBy: risk.savedBy,
      },
    });
  }
  return result;
}
