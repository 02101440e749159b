import {
  addDays,
  badgeById,
  isFairPerfectWeek,
  localDay,
  newlyEarnedBadges,
  PERFECT_WEEK_BONUS,
  WEEKLY_CHALLENGE_REWARD,
  weekDays,
  weeklyChallengeFor,
  weeklyChallengeTarget,
  weekStart,
  type BadgeFacts,
  type Day,
  type EarnedBadge,
  type Schedule,
  type WeeklyChallenge,
} from '@streakwise/shared';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { userPoints } from '../users/users.service.js';
import * as repo from './gamification.repository.js';

export type Bonus = { reason: 'perfect-week' | 'weekly-challenge'; points: number };

/**
 * A habit as a perfect week judges it: when it existed, what it owes, and the week's days it was
 * reached. The habits module reads it (habits.repository.ts `weekOfHabits`) and
 * passes the read in, so gamification never imports habits.
 */
export interface HabitWeek {
  createdOn: string;
  archivedAt: Date | null;
  schedule: Schedule;
  /** The days of the week on which it reached that day's target. */
  reached: string[];
}

/** A week's days and the keys its bonuses are paid under, from any day of it. */
function weekOf(today: Day) {
  const monday = weekStart(today);
  return {
    monday,
    sunday: addDays(monday, 6),
    challengeKey: `weekly-challenge:${monday}`,
    perfectWeekKey: `perfect-week:${monday}`,
  };
}
type Week = ReturnType<typeof weekOf>;

/**
 * The week's challenge: its target fixed from the active habits the first time the week is seen,
 * then kept all week, so adding or deleting habits mid-week does not move it.
 */
async function challengeOf(
  db: Queryable,
  userId: string,
  week: Week,
  facts: repo.ChallengeFacts & Pick<repo.GamificationFacts, 'activeHabits'>,
  now: Date,
): Promise<WeeklyChallenge> {
  const target =
    facts.weekTarget ??
    (await repo.fixWeeklyTarget(db, {
      userId,
      weekStart: week.monday,
      target: weeklyChallengeTarget(facts.activeHabits),
      createdAt: now,
    }));
  return weeklyChallengeFor(week.monday, target, facts.weekUnits, facts.challengePaid);
}

/** This week's challenge for a user, as it stands, and the badges held, oldest first. */
export async function challengeAndBadges(
  db: Queryable,
  userId: string,
  today: Day,
  now: Date,
): Promise<{ weeklyChallenge: WeeklyChallenge; badges: { badgeId: string; earnedAt: Date }[] }> {
  const week = weekOf(today);
  const { facts, badges } = await repo.factsAndBadges(db, userId, week);
  return { weeklyChallenge: await challengeOf(db, userId, week, facts, now), badges };
}

/**
 * This week's facts as one SQL expression, for an undo's own write statement to return
 * (habits/check-in.repository.ts `writeUndo`): read there, they are from before the undo, and
 * `challengeAfterUndo` takes the undone units off.
 */
export function undoFacts(userId: string, today: Day): SQL {
  return repo.gamificationFactsSql(userId, weekOf(today));
}

/**
 * This week's challenge after undoing `units` of today's (`undoFacts` as the undo's write read
 * them). NOTE: only today's check-ins can be undone, and today lies in this week.
 */
export async function challengeAfterUndo(
  db: Queryable,
  input: { userId: string; today: Day; now: Date; units: number; factsBefore: CheckInFacts },
): Promise<WeeklyChallenge> {
  const facts = withUnits(input.factsBefore, -input.units);
  return challengeOf(db, input.userId, weekOf(input.today), facts, input.now);
}

/**
 * Whether the week up to today is perfect (docs/decisions/017-fair-streaks.md, "Points and
 * badges"): every habit's due days done; a protected day keeps a streak but is not done, so it
 * does not make a week perfect. A habit
 * counts from the day it was created until the day it was archived (that day excluded); deleted
 * habits are gone with their history. Each day of the week must have had a habit.
 */
function weekIsPerfect(
  habits: readonly HabitWeek[],
  week: Week,
  today: Day,
  timeZone: string,
): boolean {
  const days = weekDays(week.monday);
  const spans = habits.map((h) => {
    const until = h.archivedAt ? localDay(h.archivedAt, timeZone) : null;
    return { ...h, had: (day: Day) => h.createdOn <= day && (until === null || day < until) };
  });
  if (!days.every((day) => spans.some((span) => span.had(day)))) return false;
  // NOTE: a day after archiving counts as done, so the archived habit neither blocks nor makes
  // the week.
  return isFairPerfectWeek(
    week.monday,
    spans.map((span) => ({
      schedule: span.schedule,
      createdOn: span.createdOn,
      doneDays: new Set([
        ...span.reached,
        ...days.filter((day) => day >= span.createdOn && !span.had(day)),
      ]),
    })),
    today,
  );
}

export interface Settlement {
  bonuses: Bonus[];
  badges: EarnedBadge[];
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
  return repo.gamificationFactsSql(userId, week, thisWeekBeside(week, today));
}

/** This week, when `week` (a check-in's) is an earlier one: the week the reply shows. */
function thisWeekBeside(week: Week, today: Day): Week | undefined {
  return week.monday === weekStart(today) ? undefined : weekOf(today);
}

export type CheckInFacts = repo.GamificationFacts;

/**
 * Facts read before a write, with the week's units moved by what the write added (or, negative,
 * took off): every other fact stays as the write left it.
 */
const withUnits = (facts: CheckInFacts, units: number): CheckInFacts => ({
  ...facts,
  weekUnits: facts.weekUnits + units,
});

/**
 * Pays what a check-in earned, inside its transaction (the user's row is locked) and after its own
 * writes: the weekly-challenge reward and the perfect-week bonus (each once per week), then any
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
    /** The check-in's units, counted toward its week's challenge. */
    units: number;
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
  const facts = withUnits(input.factsBefore, input.units);
  const weeklyChallenge = await challengeOf(tx, userId, week, facts, now);

  const due: { reason: Bonus['reason']; amount: number; key: string }[] = [];
  if (weeklyChallenge.progress >= weeklyChallenge.target && !facts.challengePaid) {
    due.push({
      reason: 'weekly-challenge',
      amount: WEEKLY_CHALLENGE_REWARD,
      key: week.challengeKey,
    });
  }
  // NOTE: a week can only be perfect once none of its days lies ahead (today is its Sunday, or
  // later for a late check-in), and pays once: before that, or once paid, its habits need not be
  // read.
  if (
    input.completedDay &&
    today >= week.sunday &&
    !facts.perfectWeekPaid &&
    weekIsPerfect(await input.weekOfHabits(week.monday, week.sunday), week, today, input.timeZone)
  ) {
    due.push({ reason: 'perfect-week', amount: PERFECT_WEEK_BONUS, key: week.perfectWeekKey });
  }

  let points = input.points;
  const bonuses: Bonus[] = [];
  if (due.length > 0) {
    const result = await repo.payBonuses(tx, userId, due, day, now);
    points = result.points;
    for (const bonus of due) {
      if (result.paid.includes(bonus.reason))
        bonuses.push({ reason: bonus.reason, points: bonus.amount });
    }
  }

  const badges = await awardBadges(
    tx,
    userId,
    {
      habitCount: facts.allHabits,
      bestCurrentStreak: input.bestCurrentStreak,
      points,
      hasPerfectWeek: facts.anyPerfectWeek || bonuses.some((b) => b.reason === 'perfect-week'),
    },
    facts.badgeIds,
    now,
  );
  const shown =
    thisWeek && facts.otherWeek
      ? await challengeOf(tx, userId, thisWeek, { ...facts, ...facts.otherWeek }, now)
      : weeklyChallenge;
  return { bonuses, badges, weeklyChallenge: shown, points };
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
  const perfect = await repo.hasAnyBonus(tx, userId, 'perfect-week');
  return awardBadges(
    tx,
    userId,
    { habitCount, bestCurrentStreak, points, hasPerfectWeek: perfect },
    held.map((b) => b.badgeId),
    now,
  );
}
