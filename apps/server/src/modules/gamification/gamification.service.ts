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
import * as repo from './gamification.repository.js';
import { currentChallenge } from './rewards.js';

/*
 * The gamification module owns points bonuses, badges and the weekly challenge. Other modules call
 * it here: a check-in pays through `payCheckIn`, its undo reads `currentChallenge`, a new habit
 * gets `awardEarnedBadges`, the weekly report lists `heldBadges`. What it needs to know about
 * habits, the habits module reads and passes in, so gamification never imports habits
 * (docs/architecture.md §2).
 */
export {
  awardEarnedBadges,
  currentChallenge,
  payCheckIn,
  type HabitWeek,
  type Settlement,
} from './rewards.js';
export { heldBadges } from './gamification.repository.js';

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
 * Points, the active habits' streaks (kept, not recomputed: docs/decisions/012-streak-state.md),
 * the week's challenge and the badges held.
 */
export async function stats(
  ctx: ServiceContext,
  user: SignedInUser,
  activeHabitStreaks: ActiveHabitStreaks,
): Promise<GamificationStats> {
  const db = ctx.database.db;
  const today = localDay(ctx.clock.now(), user.timezone);
  const [streaks, weeklyChallenge, held] = await Promise.all([
    activeHabitStreaks(db, user.id, today),
    currentChallenge(db, user.id, today, ctx.clock.now()),
    repo.heldBadges(db, user.id),
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
  };
}

/** All eight badges, earned or not, in catalogue order. */
export async function badges(ctx: ServiceContext, user: SignedInUser): Promise<BadgeStatus[]> {
  const held = new Map(
    (await repo.heldBadges(ctx.database.db, user.id)).map((b) => [b.badgeId, b.earnedAt]),
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
