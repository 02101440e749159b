import { addDays, type Day } from './day.js';
import { dueDaysBetween, type Schedule } from './schedule.js';

/*
 * The weekly challenge (docs/decisions/042-weekly-challenge-effort.md): complete a number of
 * habit-days between Monday and Sunday. A habit-day counts once, when the day is done (a count or
 * a measure reached its target, a quit habit's kept day was paid), however many check-ins it
 * took, so no single tap can win a week. The target asks for 60 % of the week's due habit-days,
 * and moves gently from one week to the next.
 */

export const WEEKLY_CHALLENGE_REWARD = 50;
/** The least a week asks for, when at least that many habit-days are due. */
export const WEEKLY_CHALLENGE_MIN_TARGET = 3;
export const WEEKLY_CHALLENGE_MAX_TARGET = 50;
/** The smallest step a target may move from last week's; larger targets move a quarter. */
const MIN_STEP = 2;

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

/** A habit as the challenge's target counts it: what it owes, and from which day. */
export interface ChallengeHabit {
  schedule: Schedule;
  createdOn: Day;
}

/**
 * The habit-days due in the week starting `monday`: each habit's due days from its creation (or
 * Monday) through Sunday; a weekly habit owes its `times` (capped by the days it has that week).
 */
export function weekDueHabitDays(monday: Day, habits: readonly ChallengeHabit[]): number {
  const sunday = addDays(monday, 6);
  return habits.reduce(
    (sum, h) =>
      sum + dueDaysBetween(h.schedule, h.createdOn > monday ? h.createdOn : monday, sunday),
    0,
  );
}

/** How far a target may move from last week's: a quarter of it, at least 2. */
export const targetStep = (last: number): number => Math.max(MIN_STEP, Math.floor(last / 4));

/**
 * The week's target from its due habit-days and last week's target (null when there was none):
 * 60 % of the due habit-days rounded up, within 3–50; then no further than `targetStep` from last
 * week's; and never more than the habit-days due (a week with fewer than 3 due asks for them all).
 */
export function weeklyChallengeTarget(due: number, lastTarget: number | null = null): number {
  let target = Math.min(
    WEEKLY_CHALLENGE_MAX_TARGET,
    Math.max(WEEKLY_CHALLENGE_MIN_TARGET, Math.ceil((due * 3) / 5)),
  );
  if (lastTarget !== null) {
    const step = targetStep(lastTarget);
    target = Math.min(lastTarget + step, Math.max(lastTarget - step, target));
  }
  if (due > 0) target = Math.min(target, due);
  return Math.max(1, Math.min(WEEKLY_CHALLENGE_MAX_TARGET, target));
}

const habitDays = (n: number) => `${n} habit-${n === 1 ? 'day' : 'days'}`;

/**
 * The challenge of the week starting `monday`, with its target fixed for the week (the server
 * fixes it the first time it sees the week, so adding or deleting habits mid-week does not move
 * it) and `progress` habit-days done so far.
 */
export function weeklyChallengeFor(
  monday: Day,
  target: number,
  progress: number,
  rewarded: boolean,
): WeeklyChallenge {
  return {
    id: `check-ins-${monday}`,
    title: `Complete ${habitDays(target)} this week`,
    description:
      `Finish ${habitDays(target)} between Monday and Sunday to earn ${WEEKLY_CHALLENGE_REWARD} ` +
      'bonus points. A habit counts once a day, when its day is done.',
    target,
    progress,
    completed: rewarded || progress >= target,
    reward: WEEKLY_CHALLENGE_REWARD,
    startsOn: monday,
    endsOn: addDays(monday, 6),
  };
}
