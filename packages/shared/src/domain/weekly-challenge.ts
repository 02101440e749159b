import { addDays, type Day } from './day.js';

export const WEEKLY_CHALLENGE_REWARD = 50;
const CHECK_INS_PER_HABIT = 5;
const MIN_TARGET = 5;
const MAX_TARGET = 50;

export interface WeeklyChallenge {
  id: string;
  title: string;
  description: string;
  target: number;
  progress: number;
  completed: boolean;
  reward: number;
  startsOn: Day;
  endsOn: Day;
}

/** Five check-ins per habit this week (at least 5, at most 50). */
export function weeklyChallengeTarget(habitCount: number): number {
  return Math.min(MAX_TARGET, Math.max(MIN_TARGET, habitCount * CHECK_INS_PER_HABIT));
}

/** The challenge of the week starting `monday`, with `progress` check-in units recorded so far. */
export function weeklyChallenge(
  monday: Day,
  habitCount: number,
  progress: number,
  rewarded: boolean,
): WeeklyChallenge {
  return weeklyChallengeFor(monday, weeklyChallengeTarget(habitCount), progress, rewarded);
}

/**
 * The same with a target already fixed for the week: the server fixes it the first time it sees
 * the week, so adding or deleting habits mid-week does not move it.
 */
export function weeklyChallengeFor(
  monday: Day,
  target: number,
  progress: number,
  rewarded: boolean,
): WeeklyChallenge {
  return {
    id: `check-ins-${monday}`,
    title: `Check in ${target} times this week`,
    description: `Record ${target} check-ins between Monday and Sunday to earn ${WEEKLY_CHALLENGE_REWARD} bonus points.`,
    target,
    progress,
    completed: rewarded || progress >= target,
    reward: WEEKLY_CHALLENGE_REWARD,
    startsOn: monday,
    endsOn: addDays(monday, 6),
  };
}
