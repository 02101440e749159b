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
  type BadgeSummary,
  type Day,
  type WeeklyChallenge,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import { byHabit } from '../habits/habit-view.js';
import * as habitsRepo from '../habits/habits.repository.js';
import * as repo from './gamification.repository.js';

export type Bonus = { reason: 'perfect-week' | 'weekly-challenge'; points: number };

const perfectWeekKey = (monday: Day) => `perfect-week:${monday}`;
const challengeKey = (monday: Day) => `weekly-challenge:${monday}`;

/**
 * The week's challenge target: fixed from the active habits the first time the week is seen, then
 * kept all week, so adding or deleting habits mid-week does not move it.
 */
async function weekTarget(db: Queryable, userId: string, monday: Day, now: Date): Promise<number> {
  const fixed = await repo.weeklyTarget(db, userId, monday);
  if (fixed !== undefined) return fixed;
  const habitCount = await habitsRepo.countActiveHabits(db, userId);
  return repo.fixWeeklyTarget(db, {
    userId,
    weekStart: monday,
    target: weeklyChallengeTarget(habitCount),
    createdAt: now,
  });
}

/** This week's challenge for a user, as it stands. */
export async function currentChallenge(
  db: Queryable,
  userId: string,
  today: Day,
  now: Date,
): Promise<WeeklyChallenge> {
  const monday = weekStart(today);
  // NOTE: one query after another throughout this file: inside a transaction they share a connection.
  const target = await weekTarget(db, userId, monday, now);
  const progress = await habitsRepo.unitsBetween(db, userId, monday, addDays(monday, 6));
  const rewarded = await repo.hasBonus(db, userId, challengeKey(monday));
  return weeklyChallengeFor(monday, target, progress, rewarded);
}

/**
 * Whether the week up to today is perfect: on each day, every habit the user had that day reached
 * the target it had that day. A habit counts from the day it was created until the day it was
 * archived (that day excluded); deleted habits are gone with their history.
 */
async function weekIsPerfect(
  tx: Queryable,
  userId: string,
  today: Day,
  timeZone: string,
): Promise<boolean> {
  const monday = weekStart(today);
  const habits = await habitsRepo.listHabits(tx, userId, 'all');
  const counts = byHabit(
    await habitsRepo.completionsBetween(tx, userId, monday, addDays(monday, 6)),
  );
  const spans = habits.map((h) => ({
    from: h.createdOn,
    until: h.archivedAt ? localDay(h.archivedAt, timeZone) : null,
    reached: new Set((counts.get(h.id) ?? []).filter((c) => c.count >= c.target).map((c) => c.day)),
  }));
  const had = (span: (typeof spans)[number], day: Day) =>
    span.from <= day && (span.until === null || day < span.until);
  // NOTE: the shared rule takes one target per habit; each day is reduced to reached (1) or not
  // (0) by that day's own target, and a day after archiving counts as reached, so the habit
  // neither blocks nor makes a day. A day with no habit at all is never perfect.
  const perfect = isPerfectWeek(
    monday,
    spans.map((span) => ({
      createdOn: span.from,
      dailyTarget: 1,
      counts: new Map(
        weekDays(monday).map((day) => [day, !had(span, day) || span.reached.has(day) ? 1 : 0]),
      ),
    })),
    today,
  );
  return perfect && weekDays(monday).every((day) => spans.some((span) => had(span, day)));
}

export interface Settlement {
  bonuses: Bonus[];
  badges: BadgeSummary[];
  weeklyChallenge: WeeklyChallenge;
}

/**
 * Pays what a change earned, inside the caller's transaction (the user's row is locked): the
 * weekly-challenge reward and the perfect-week bonus (each once per week), then any badges.
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
  },
): Promise<Settlement> {
  const { userId, today, now } = input;
  const monday = weekStart(today);
  const bonuses: Bonus[] = [];

  let challenge = await currentChallenge(tx, userId, today, now);
  if (challenge.progress >= challenge.target) {
    const paid = await repo.addPoints(tx, {
      userId,
      reason: 'weekly-challenge',
      amount: WEEKLY_CHALLENGE_REWARD,
      day: today,
      bonusKey: challengeKey(monday),
      createdAt: now,
    });
    if (paid) bonuses.push({ reason: 'weekly-challenge', points: WEEKLY_CHALLENGE_REWARD });
    challenge = { ...challenge, completed: true };
  }

  if (input.completedToday && (await weekIsPerfect(tx, userId, today, input.timeZone))) {
    const paid = await repo.addPoints(tx, {
      userId,
      reason: 'perfect-week',
      amount: PERFECT_WEEK_BONUS,
      day: today,
      bonusKey: perfectWeekKey(monday),
      createdAt: now,
    });
    if (paid) bonuses.push({ reason: 'perfect-week', points: PERFECT_WEEK_BONUS });
  }

  const badges = await awardEarnedBadges(tx, userId, input.bestCurrentStreak, now);
  return { bonuses, badges, weeklyChallenge: challenge };
}

/** Checks every badge rule against the user's current facts and awards the new ones. */
export async function awardEarnedBadges(
  tx: Queryable,
  userId: string,
  bestCurrentStreak: number,
  now: Date,
): Promise<BadgeSummary[]> {
  const held = await repo.heldBadges(tx, userId);
  const habitCount = await habitsRepo.countHabits(tx, userId);
  const points = await habitsRepo.userPoints(tx, userId);
  const perfect = await repo.hasAnyBonus(tx, userId, 'perfect-week');
  const earned = newlyEarnedBadges(
    { habitCount, bestCurrentStreak, points, hasPerfectWeek: perfect },
    new Set(held.map((b) => b.badgeId)),
  );
  const awarded = await repo.awardBadges(
    tx,
    userId,
    earned.map((b) => b.id),
    now,
  );
  return awarded.flatMap((id) => {
    const badge = badgeById(id);
    return badge
      ? [{ id: badge.id, name: badge.name, description: badge.description, icon: badge.icon }]
      : [];
  });
}
