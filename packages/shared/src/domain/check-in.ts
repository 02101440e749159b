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

/**
 * One check-in of `requested` units. A request past the target is capped at it; a habit already
 * complete today refuses. Points use the streak after the check-in.
 */
export function planCheckIn(state: CheckInState, requested: number): CheckInOutcome {
  const left = state.dailyTarget - state.todayCount;
  if (left <= 0) return { kind: 'already-complete' };
  const units = Math.min(requested, left);
  const todayCount = state.todayCount + units;
  const streakIncremented = todayCount >= state.dailyTarget;
  const counted = streakIncremented ? [...state.countedDays, state.today] : state.countedDays;
  const streak = computeStreak(counted, state.today);
  return {
    kind: 'checked-in',
    units,
    todayCount,
    streakIncremented,
    streak,
    pointsEarned: checkInPoints(units, streak.current),
  };
}
