import {
  badgeById,
  BADGES,
  localDay,
  type BadgeStatus,
  type Day,
  type GamificationStats,
  type Streak,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { ServiceContext } from '../../deps.js';
import type { SignedInUser } from '../users/user-view.js';
import { freezeStats } from './freezes.js';
import * as repo from './gamification.repository.js';
import * as ledger from './ledger.repository.js';
import type { PointsCursor } from './ledger.repository.js';
import { challengeAndBadges } from './rewards.js';

/*
 * The gamification module owns points bonuses, badges and the weekly challenge. Other modules call
 * it here: a check-in pays through `payCheckIn` (its write statement reads `checkInFacts`), an
 * undo takes back what it broke through `settleUndo` (its write reads `undoFacts`), a new habit gets
 * `awardEarnedBadges`, the weekly report lists `heldBadges`, a streak freeze used on a missed day
 * is put in the ledger with `recordFreezeUses` (freezes.ts), a quit habit's kept day is paid with
 * `payQuitDays` (quit-day-points.ts). What it needs to know about habits, the habits module reads
 * and passes in, so gamification never imports habits (docs/architecture.md §2).
 */
export {
  awardEarnedBadges,
  checkInFacts,
  payCheckIn,
  type CheckInFacts,
  type Settlement,
} from './rewards.js';
export { settleUndo, undoFacts } from './take-back.js';
export type { HabitWeek } from './bonus-week.js';
export { buyFreeze, lastClosedDay, recordFreezeUses } from './freezes.js';
export { payQuitDays, type KeptDayPay } from './quit-day-points.js';
export type { PointsCursor };

/**
 * Each active habit's streak as of `today`, newest habit first (habits/habit-history.service.ts
 * `activeHabitStreaks`, passed in by app.ts).
 */
export type ActiveHabitStreaks = (
  db: Queryable,
  userId: string,
  today: Day,
) => Promise<Map<string, Streak>>;

/**
 * Uses the held streak freezes on the days that closed since they were last judged, and returns
 * the user as the row now is (habits/freeze-judge.service.ts `judgeFreezes`, passed in by app.ts).
 * Reads are judged first, so what they show already has the freezes used.
 */
export type JudgeFreezes = (ctx: ServiceContext, user: SignedInUser) => Promise<SignedInUser>;

/**
 * Points, the active habits' streaks (kept, not recomputed: docs/decisions/012-streak-state.md),
 * the week's challenge, the badges held and the streak freezes (docs/decisions/017-fair-streaks.md).
 * `user` is as the judging of freezes left it (`JudgeFreezes`).
 */
export async function stats(
  ctx: ServiceContext,
  user: SignedInUser,
  activeHabitStreaks: ActiveHabitStreaks,
): Promise<GamificationStats> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  const today = localDay(now, user.timezone);
  const [streaks, { weeklyChallenge, badges: held }, freezes] = await Promise.all([
    activeHabitStreaks(db, user.id, today),
    challengeAndBadges(db, user.id, today, now),
    freezeStats(db, user, now),
  ]);
  return {
    points: user.points,
    streaks: Object.fromEntries(streaks),
    weeklyChallenge,
    badges: held.map((b) => ({
      id: b.badgeId,
      name: badgeById(b.badgeId)?.name ?? b.badgeId,
      earnedAt: b.earnedAt.toISOString(),
    })),
    freezes,
  };
}

/** The badges the person holds, oldest first, badges earned together by id (the weekly report, the export). */
export function heldBadges(
  db: Queryable,
  userId: string,
): Promise<{ badgeId: string; earnedAt: Date }[]> {
  return repo.heldBadges(db, userId);
}

/** All eight badges, earned or not, in catalogue order. */
export async function badges(ctx: ServiceContext, user: SignedInUser): Promise<BadgeStatus[]> {
  const held = new Map(
    (await heldBadges(ctx.database.db, user.id)).map((b) => [b.badgeId, b.earnedAt]),
  );
  return BADGES.map((badge) => {
    const earnedAt = held.get(badge.id);
    return {
      id: badge.id,
      name: badge.name,
      description: badge.description,
      icon: badge.icon,
      earned: earnedAt !== undefined,
      earnedAt: earnedAt?.toISOString() ?? null,
    };
  });
}

/**
 * A page of the ledger entries dated within the range, in the order they were written, after the
 * cursor (from the first without one), each with its habit's id (the export's paged read,
 * docs/decisions/024-streaming-exports.md).
 */
export function pointsPage(
  db: Queryable,
  userId: string,
  range: { from: Day; to: Day },
  after: PointsCursor | null,
  limit: number,
) {
  return ledger.pointsPage(db, userId, range, after ?? ledger.FIRST_POINTS, limit);
}

/** The ledger of the days `from` to `to`, summed per reason and sign (the weekly report's tally). */
export function pointsByReasonBetween(
  db: Queryable,
  userId: string,
  from: Day,
  to: Day,
): Promise<{ reason: string; amount: number }[]> {
  return ledger.pointsBetween(db, userId, from, to);
}

/** The person's points ledger, badges and fixed weekly targets, for "Download my data". */
export async function gamificationDataOf(db: Queryable, userId: string) {
  const entries = await ledger.allPointEntries(db, userId);
  const held = await heldBadges(db, userId);
  const weeks = await ledger.weekTargets(db, userId);
  return {
    pointsLedger: entries.map((p) => ({
      reason: p.reason,
      amount: p.amount,
      day: p.day,
      habitId: p.habitId,
      createdAt: p.createdAt.toISOString(),
    })),
    badges: held.map((b) => ({ id: b.badgeId, earnedAt: b.earnedAt.toISOString() })),
    weeklyChallengeTargets: weeks,
  };
}
