import { badgeById, BADGES, type BadgeStatus, type GamificationStats } from '@streakwise/shared';
import type { UserRow } from '../../db/schema.js';
import type { ServiceContext } from '../../deps.js';
import { listHabits, todayFor } from '../habits/habits.service.js';
import * as repo from './gamification.repository.js';
import { currentChallenge } from './rewards.js';

export async function stats(ctx: ServiceContext, user: UserRow): Promise<GamificationStats> {
  const db = ctx.database.db;
  const today = todayFor(ctx, user);
  const [habits, weeklyChallenge, held] = await Promise.all([
    listHabits(ctx, user, today),
    currentChallenge(db, user.id, today, ctx.clock.now()),
    repo.heldBadges(db, user.id),
  ]);
  return {
    points: user.points,
    streaks: Object.fromEntries(habits.map((h) => [h._id, h.streak])),
    weeklyChallenge,
    badges: held.map((b) => ({
      id: b.badgeId,
      name: badgeById(b.badgeId)?.name ?? b.badgeId,
      earnedAt: b.earnedAt.toISOString(),
    })),
  };
}

/** All eight badges, earned or not, in catalogue order. */
export async function badges(ctx: ServiceContext, user: UserRow): Promise<BadgeStatus[]> {
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
