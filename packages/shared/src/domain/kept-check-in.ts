import { progressOf, type CheckInOutcome } from './check-in.js';
import type { Day } from './day.js';
import { checkInPoints } from './points.js';
import { markDay, streakAsOf, type StreakState } from './streak-state.js';

export interface KeptCheckInState {
  dailyTarget: number;
  /** Today's count before this check-in. */
  todayCount: number;
  /** The habit's kept streak state before this check-in. */
  streak: StreakState;
  today: Day;
}

export type KeptCheckInOutcome =
  | Exclude<CheckInOutcome, { kind: 'checked-in' }>
  /** The state alone cannot place today (it is before the open day): plan from the history. */
  | { kind: 'needs-history' }
  | (Extract<CheckInOutcome, { kind: 'checked-in' }> & { state: StreakState });

/**
 * `planCheckIn` from the kept streak state instead of every counted day: the same outcome, plus
 * the state to store. "Already complete" needs no streak at all, so it is answered first.
 */
export function planKeptCheckIn(input: KeptCheckInState, requested: number): KeptCheckInOutcome {
  const progress = progressOf(input.dailyTarget, input.todayCount, requested);
  if (!progress) return { kind: 'already-complete' };
  const state = markDay(input.streak, input.today, progress.streakIncremented);
  const streak = state && streakAsOf(state, input.today);
  if (!state || !streak) return { kind: 'needs-history' };
  return {
    kind: 'checked-in',
    ...progress,
    streak,
    pointsEarned: checkInPoints(progress.units, streak.current),
    state,
  };
}
