import type { Day } from './day.js';
import { checkInPoints } from './points.js';
import { computeStreak, type Streak } from './streaks.js';

export interface CheckInState {
  dailyTarget: number;
  /** Today's count before this check-in. */
  todayCount: number;
  /** Every day this habit's count reached its target (today included if it already did). */
  countedDays: readonly Day[];
  today: Day;
}

export type CheckInOutcome =
  | { kind: 'already-complete' }
  | {
      kind: 'checked-in';
      /** Units actually recorded: the request, capped at what is left of the target. */
      units: number;
      todayCount: number;
      streakIncremented: boolean;
      streak: Streak;
      pointsEarned: number;
    };

/** The units a check-in adds and the day's count after it; undefined when the day is complete. */
export interface DayProgress {
  units: number;
  todayCount: number;
  /** Whether this check-in reached the target (the day now counts toward the streak). */
  streakIncremented: boolean;
}

/**
 * The arithmetic every check-in shares, however its streak is found: a request past the target
 * is capped at it, and a day already at its target takes nothing.
 */
export function progressOf(
  dailyTarget: number,
  todayCount: number,
  requested: number,
): DayProgress | undefined {
  const left = dailyTarget - todayCount;
  if (left <= 0) return undefined;
  const units = Math.min(requested, left);
  const after = todayCount + units;
  return { units, todayCount: after, streakIncremented: after >= dailyTarget };
}

/**
 * One check-in of `requested` units. A request past the target is capped at it; a habit already
 * complete today refuses. Points use the streak after the check-in.
 */
export function planCheckIn(state: CheckInState, requested: number): CheckInOutcome {
  const progress = progressOf(state.dailyTarget, state.todayCount, requested);
  if (!progress) return { kind: 'already-complete' };
  const counted = progress.streakIncremented
    ? [...state.countedDays, state.today]
    : state.countedDays;
  const streak = computeStreak(counted, state.today);
  return {
    kind: 'checked-in',
    ...progress,
    streak,
    pointsEarned: checkInPoints(progress.units, streak.current),
  };
}
