import {
  addDays,
  badgeById,
  isPerfectWeek,
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
  type WeeklyChallenge,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import * as habitsRepo from '../habits/habits.repository.js';
import * as repo from './gamification.repository.js';

export type Bonus = { reason: 'perfect-week' | 'weekly-challenge'; points: number };

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
  facts: repo.GamificationFacts,
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

/** This week's challenge for a user, as it stands. */
export async function currentChallenge(
  db: Queryable,
  userId: string,
  today: Day,
  now: Date,
): Promise<WeeklyChallenge> {
  const week = weekOf(today);
  return challengeOf(db, userId, week, await repo.gamificationFacts(db, userId, week), now);
}

/**
 * Whether the week up to today is perfect: on each day, every habit the user had that day reached
 * the target it had that day. A habit counts from the day it was created until the day it was
 * archived (that day excluded); deleted habits are gone with their history.
 */
function weekIsPerfect(
  habits: readonly habitsRepo.HabitWeek[],
  week: Week,
  today: Day,
  timeZone: string,
): boolean {
  const spans = habits.map((h) => ({
    from: h.createdOn,
    until: h.archivedAt ? localDay(h.archivedAt, timeZone) : null,
    reached: new Set(h.reached),
  }));
  const had = (span: (typeof spans)[number], day: Day) =>
    span.from <= day && (span.until === null || day < span.until);
  // NOTE: the shared rule takes one target per habit; each day is reduced to reached (1) or not
  // (0) by that day's own target, and a day after archiving counts as reached, so the habit
  // neither blocks nor makes a day. A day with no habit at all is never perfect.
  const perfect = isPerfectWeek(
    week.monday,
    spans.map((span) => ({
      createdOn: span.from,
      dailyTarget: 1,
      counts: new Map(
        weekDays(week.monday).map((day) => [day, !had(span, day) || span.reached.has(day) ? 1 : 0]),
      ),
    })),
    today,
  );
  return perfect && weekDays(week.monday).every((day) => spans.some((span) => had(span, day)));
}

export interface Settlement {
  bonuses: Bonus[];
  badges: EarnedBadge[];
  weeklyChallenge: WeeklyChallenge;
  /** The user's points after the bonuses. */
  points: number;
}

/**
 * Pays what a check-in earned, inside its transaction (the user's row is locked) and after its own
 * writes: the weekly-challenge reward and the perfect-week bonus (each once per week), then any
 * badges. One read for the facts; the rest only when there is something to pay or award.
 */
export async function settleRewards(
  tx: Queryable,
  input: {
    userId: string;
    /** The user's zone: the local day a habit was archived on. */
    timeZone: string;
    today: Day;
    now: Date;
    bestCurrentStreak: number;
    completedToday: boolean;
    /** The user's points after the check-in. */
    points: number;
  },
): Promise<Settlement> {
  const { userId, today, now } = input;
  const week = weekOf(today);
  const facts = await repo.gamificationFacts(tx, userId, week);
  const weeklyChallenge = await challengeOf(tx, userId, week, facts, now);

  const due: { reason: Bonus['reason']; amount: number; key: string }[] = [];
  if (weeklyChallenge.progress >= weeklyChallenge.target && !facts.challengePaid) {
    due.push({
      reason: 'weekly-challenge',
      amount: WEEKLY_CHALLENGE_REWARD,
      key: week.challengeKey,
    });
  }
  // NOTE: a week can only be perfect on its Sunday (no day of it may lie ahead), and pays once:
  // on any other day, or once paid, its habits need not be read.
  if (
    input.completedToday &&
    today === week.sunday &&
    !facts.perfectWeekPaid &&
    weekIsPerfect(
      await habitsRepo.weekOfHabits(tx, userId, week.monday, week.sunday),
      week,
      today,
      input.timeZone,
    )
  ) {
    due.push({ reason: 'perfect-week', amount: PERFECT_WEEK_BONUS, key: week.perfectWeekKey });
  }

  let points = input.points;
  const bonuses: Bonus[] = [];
  if (due.length > 0) {
    const result = await repo.payBonuses(tx, userId, due, today, now);
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
  return { bonuses, badges, weeklyChallenge, points };
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

/** Checks every badge rule against the user's current facts and awards the new ones. */
export async function awardEarnedBadges(
  tx: Queryable,
  userId: string,
  bestCurrentStreak: number,
  now: Date,
): Promise<EarnedBadge[]> {
  const held = await repo.heldBadges(tx, userId);
  const habitCount = await habitsRepo.countHabits(tx, userId);
  const points = await habitsRepo.userPoints(tx, userId);
  const perfect = await repo.hasAnyBonus(tx, userId, 'perfect-week');
  return awardBadges(
    tx,
    userId,
    { habitCount, bestCurrentStreak, points, hasPerfectWeek: perfect },
    held.map((b) => b.badgeId),
    now,
  );
}
