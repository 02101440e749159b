import { badgeById, BADGES, type BadgeStatus, type GamificationStats } from '@streakwise/shared';
import type { SignedInUser } from '../auth/user-view.js';
import type { ServiceContext } from '../../deps.js';
import * as habitsRepo from '../habits/habits.repository.js';
import { keptStreaks, todayFor } from '../habits/habits.service.js';
import * as repo from './gamification.repository.js';
import { currentChallenge } from './rewards.js';

/**
 * Points, the active habits' streaks (kept, not recomputed: docs/decisions/012-streak-state.md),
 * the week's challenge and the badges held.
 */
export async function stats(ctx: ServiceContext, user: SignedInUser): Promise<GamificationStats> {
  const db = ctx.database.db;
  const today = todayFor(ctx, user);
  const [streaks, weeklyChallenge, held] = await Promise.all([
    habitsRepo
      .listHabits(db, user.id, 'active')
      .then(async (rows) => ({ rows, kept: await keptStreaks(db, user.id, rows, today) })),
    currentChallenge(db, user.id, today, ctx.clock.now()),
    repo.heldBadges(db, user.id),
  ]);
  return {
    points: user.points,
    streaks: Object.fromEntries(
      streaks.rows.map((h) => [h.id, streaks.kept.get(h.id) ?? { current: 0, longest: 0 }]),
    ),
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
