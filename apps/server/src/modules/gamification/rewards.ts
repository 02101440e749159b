import {
  badgeById,
  bonusMove,
  weekDueHabitDays,
  newlyEarnedBadges,
  PERFECT_WEEK_BONUS,
  WEEKLY_CHALLENGE_REWARD,
  weeklyChallengeFor,
  weeklyChallengeTarget,
  weekStart,
  type BadgeFacts,
  type BadgeSummary,
  type Day,
  type EarnedBadge,
  type WeeklyChallenge,
} from '@streakwise/shared';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userPoints } from '../users/users.service.js';
import { payKey, stands, weekIsPerfect, weekOf, type HabitWeek, type Week } from './bonus-week.js';
import * as facts from './facts.repository.js';
import * as repo from './gamification.repository.js';

export type Bonus = { reason: 'perfect-week' | 'weekly-challenge'; points: number };

/**
 * The week's challenge (docs/decisions/042-weekly-challenge-effort.md): its target fixed from the
 * active habits' due habit-days and the last week's target the first time the week is seen, then
 * kept all week, so adding or deleting habits mid-week does not move it.
 */
export async function challengeOf(
  db: Queryable,
  userId: string,
  week: Week,
  known: facts.ChallengeFacts & Pick<facts.GamificationFacts, 'activeSchedules'>,
  now: Date,
): Promise<WeeklyChallenge> {
  const target =
    known.weekTarget ??
    (await repo.fixWeeklyTarget(db, {
      userId,
      weekStart: week.monday,
      target: weeklyChallengeTarget(
        weekDueHabitDays(week.monday, known.activeSchedules),
        known.lastTarget,
      ),
      createdAt: now,
    }));
  return weeklyChallengeFor(week.monday, target, known.weekDone, stands(known.challenge));
}

/** This week's challenge for a user, as it stands, and the badges held, oldest first. */
export async function challengeAndBadges(
  db: Queryable,
  userId: string,
  today: Day,
  now: Date,
): Promise<{ weeklyChallenge: WeeklyChallenge; badges: { badgeId: string; earnedAt: Date }[] }> {
  const week = weekOf(today);
  const read = await facts.factsAndBadges(db, userId, week);
  return {
    weeklyChallenge: await challengeOf(db, userId, week, read.facts, now),
    badges: read.badges,
  };
}

export interface Settlement {
  /** Paid (positive) or, by an undo, taken back (negative). */
  bonuses: Bonus[];
  badges: EarnedBadge[];
  /** The badges an undo took back; none for a check-in. */
  badgesTakenBack: BadgeSummary[];
  weeklyChallenge: WeeklyChallenge;
  /** The user's points after the bonuses. */
  points: number;
}

/**
 * The facts a check-in's payment is judged by (its day's week, and this week for a late check-in
 * of last Sunday), as one SQL expression for the check-in's own write statement to return
 * (habits/check-in.repository.ts `writeCheckIn`): one statement fewer per tap. Read there, they
 * are the facts from before the check-in; `payCheckIn` adds the check-in itself.
 */
export function checkInFacts(userId: string, today: Day, day: Day): SQL {
  const week = weekOf(day);
  return facts.gamificationFactsSql(userId, week, { otherWeek: thisWeekBeside(week, today) });
}

/** This week, when `week` (a check-in's) is an earlier one: the week the reply shows. */
function thisWeekBeside(week: Week, today: Day): Week | undefined {
  return week.monday === weekStart(today) ? undefined : weekOf(today);
}

export type CheckInFacts = facts.GamificationFacts;

/**
 * Facts read before a write, with the week's habit-days done moved by what the write did to its
 * day (1 when it completed the day, −1 when an undo took it below its target, else 0): every
 * other fact stays as the write left it.
 */
export const withDone = (read: CheckInFacts, days: number): CheckInFacts => ({
  ...read,
  weekDone: read.weekDone + days,
});

/**
 * Pays what a check-in earned, inside its transaction (the user's row is locked) and after its own
 * writes: the weekly-challenge reward and the perfect-week bonus (each once while it stands), then any
 * badges. The facts come with the check-in's write (`checkInFacts`); a statement more only when
 * there is something to pay or award. The week judged is the one of the day checked in, so a late
 * check-in of Sunday made on Monday can still complete last week; the reply's challenge is this
 * week's.
 */
export async function payCheckIn(
  tx: Queryable,
  input: {
    userId: string;
    /** The user's zone: the local day a habit was archived on. */
    timeZone: string;
    today: Day;
    /** The day checked in: today, or yesterday for a late check-in. */
    day: Day;
    now: Date;
    bestCurrentStreak: number;
    /** Whether the check-in took its day to the target. */
    completedDay: boolean;
    /** The user's points after the check-in. */
    points: number;
    /** The habit-days the check-in completed (0 or 1: habits/habit-kinds.ts `challengeDays`). */
    days: number;
    /** `checkInFacts` as read by the check-in's write: as they were before the check-in. */
    factsBefore: CheckInFacts;
    /**
     * The user's habits in a week, read by the habits module (asked only when the week has no day
     * ahead: on its Sunday, or the Monday after for a late check-in).
     */
    weekOfHabits: (monday: Day, sunday: Day) => Promise<HabitWeek[]>;
  },
): Promise<Settlement> {
  const { userId, today, day, now } = input;
  const week = weekOf(day);
  // A late check-in of last Sunday is judged in last week; the reply shows this week's challenge.
  const thisWeek = thisWeekBeside(week, today);
  // NOTE: the check-in's day lies in `week`, never in `thisWeek` when that is another week.
  const known = withDone(input.factsBefore, input.days);
  const weeklyChallenge = await challengeOf(tx, userId, week, known, now);

  // Each bonus is paid once while it stands; one taken back by an undo is paid again
  // (docs/decisions/026-taking-back-rewards.md).
  const due: DueBonus[] = [];
  const reached = weeklyChallenge.progress >= weeklyChallenge.target;
  if (bonusMove('check-in', reached, stands(known.challenge)) === 1) {
    due.push({
      reason: 'weekly-challenge',
      amount: WEEKLY_CHALLENGE_REWARD,
      key: payKey(week.challengeKey, known.challenge),
    });
  }
  // NOTE: a week can only be perfect once none of its days lies ahead (today is its Sunday, or
  // later for a late check-in), and pays once while it stands: before that, or while it stands,
  // its habits need not be read.
  if (
    input.completedDay &&
    today >= week.sunday &&
    !stands(known.perfectWeek) &&
    weekIsPerfect(await input.weekOfHabits(week.monday, week.sunday), week, today, input.timeZone)
  ) {
    due.push({
      reason: 'perfect-week',
      amount: PERFECT_WEEK_BONUS,
      key: payKey(week.perfectWeekKey, known.perfectWeek),
    });
  }

  const { points, bonuses } = await postDue(tx, userId, due, day, now, input.points);

  const badges = await awardBadges(
    tx,
    userId,
    {
      habitCount: known.allHabits,
      bestCurrentStreak: input.bestCurrentStreak,
      points,
      hasPerfectWeek: known.anyPerfectWeek || bonuses.some((b) => b.reason === 'perfect-week'),
    },
    known.badgeIds,
    now,
  );
  const shown =
    thisWeek && known.otherWeek
      ? await challengeOf(tx, userId, thisWeek, { ...known, ...known.otherWeek }, now)
      : weeklyChallenge;
  return { bonuses, badges, badgesTakenBack: [], weeklyChallenge: shown, points };
}

/** Awards the badges the facts qualify for that are not held yet; returns the new ones. */
async function awardBadges(
  tx: Queryable,
  userId: string,
  facts: BadgeFacts,
  held: readonly string[],
  now: Date,
): Promise<EarnedBadge[]> {
  const earned = newlyEarnedBadges(facts, new Set(held));
  const awarded = await repo.awardBadges(
    tx,
    userId,
    earned.map((b) => b.id),
    now,
  );
  return awarded.flatMap((id) => {
    const badge = badgeById(id);
    return badge
      ? [
          {
            id: badge.id,
            name: badge.name,
            description: badge.description,
            icon: badge.icon,
            earnedAt: now.toISOString(),
          },
        ]
      : [];
  });
}

/**
 * Checks every badge rule against the user's current facts and awards the new ones.
 * `countHabits`: every habit the user has, archived ones included, read by the habits module.
 */
export async function awardEarnedBadges(
  tx: Queryable,
  userId: string,
  habits: { bestCurrentStreak: number; countHabits: () => Promise<number> },
  now: Date,
): Promise<EarnedBadge[]> {
  const { bestCurrentStreak } = habits;
  const held = await repo.heldBadges(tx, userId);
  const habitCount = await habits.countHabits();
  const points = await userPoints(tx, userId);
  const perfect = await repo.hasStandingBonus(tx, userId, 'perfect-week');
  return awardBadges(
    tx,
    userId,
    { habitCount, bestCurrentStreak, points, hasPerfectWeek: perfect },
    held.map((b) => b.badgeId),
    now,
  );
}

/** A bonus entry to write: paid (a positive amount) or taken back (negative), under its key. */
export interface DueBonus {
  reason: Bonus['reason'];
  amount: number;
  key: string;
}

/**
 * Writes the due bonus entries, each key once, and moves the total with them: the new total, the
 * bonuses actually written, and (when anything was due) how many perfect weeks stand now.
 */
export async function postDue(
  tx: Queryable,
  userId: string,
  due: readonly DueBonus[],
  day: Day,
  now: Date,
  points: number,
): Promise<{ points: number; bonuses: Bonus[]; perfectWeeks?: number }> {
  if (due.length === 0) return { points, bonuses: [] };
  const result = await repo.postBonuses(tx, userId, due, day, now);
  const bonuses = due
    .filter((bonus) => result.posted.includes(bonus.reason))
    .map((bonus) => ({ reason: bonus.reason, points: bonus.amount }));
  return { points: result.points, bonuses, perfectWeeks: result.perfectWeeks };
}
