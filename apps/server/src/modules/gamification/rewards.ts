import {
  addDays,
  badgeById,
  isPerfectWeek,
  newlyEarnedBadges,
  PERFECT_WEEK_BONUS,
  WEEKLY_CHALLENGE_REWARD,
  weeklyChallenge,
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

/** This week's challenge for a user, as it stands. */
export async function currentChallenge(
  db: Queryable,
  userId: string,
  today: Day,
): Promise<WeeklyChallenge> {
  const monday = weekStart(today);
  // NOTE: one query after another throughout this file: inside a transaction they share a connection.
  const habitCount = await habitsRepo.countHabits(db, userId);
  const progress = await habitsRepo.unitsBetween(db, userId, monday, addDays(monday, 6));
  const rewarded = await repo.hasBonus(db, userId, challengeKey(monday));
  return weeklyChallenge(monday, habitCount, progress, rewarded);
}

async function weekIsPerfect(tx: Queryable, userId: string, today: Day): Promise<boolean> {
  const monday = weekStart(today);
  const habits = await habitsRepo.listHabits(tx, userId);
  const counts = await habitsRepo.completionsBetween(tx, userId, monday, addDays(monday, 6));
  const countsByHabit = byHabit(counts);
  return isPerfectWeek(
    monday,
    habits.map((h) => ({
      createdOn: h.createdOn,
      dailyTarget: h.dailyTarget,
      counts: new Map((countsByHabit.get(h.id) ?? []).map((c) => [c.day, c.count])),
    })),
    today,
  );
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
    today: Day;
    now: Date;
    bestCurrentStreak: number;
    completedToday: boolean;
  },
): Promise<Settlement> {
  const { userId, today, now } = input;
  const monday = weekStart(today);
  const bonuses: Bonus[] = [];

  let challenge = await currentChallenge(tx, userId, today);
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

  if (input.completedToday && (await weekIsPerfect(tx, userId, today))) {
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
