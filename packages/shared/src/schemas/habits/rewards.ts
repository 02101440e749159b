import { z } from 'zod';
import { habitSchema, streakSchema } from './habit.js';

/* What a check-in earns: points, badges, the weekly challenge and freezes. */

export const badgeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
});
export type BadgeSummary = z.infer<typeof badgeSummarySchema>;

export const weeklyChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  target: z.number().int(),
  progress: z.number().int(),
  completed: z.boolean(),
  reward: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
});

/** A badge a check-in has just earned. */
export const earnedBadgeSchema = badgeSummarySchema.extend({
  /**
   * When it was earned, as GET /api/gamification/stats and /badges will say it. Always sent; a
   * reply stored for an Idempotency-Key before the field existed is replayed without it.
   */
  earnedAt: z.string().optional(),
});
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

export const completeResultSchema = z.object({
  habit: habitSchema,
  streakIncremented: z.boolean(),
  points: z.number().int(),
  pointsEarned: z.number().int(),
  /**
   * The bonuses this tap moved: paid by a check-in (positive `points`), or taken back by an undo
   * that broke their condition (negative: docs/decisions/026-taking-back-rewards.md).
   */
  bonuses: z.array(
    z.object({ reason: z.enum(['perfect-week', 'weekly-challenge']), points: z.number().int() }),
  ),
  badges: z.array(earnedBadgeSchema),
  /**
   * The badges an undo took back, their rule no longer met (docs/decisions/026); empty for a
   * check-in. Always sent; a reply stored for an Idempotency-Key before the field existed is
   * replayed without it.
   */
  badgesTakenBack: z.array(badgeSummarySchema).optional(),
  progress: z.object({ completed: z.number(), target: z.number() }),
  weeklyChallenge: weeklyChallengeSchema,
});
export type CompleteResult = z.infer<typeof completeResultSchema>;

/** A freeze used on its own: shown once as a notice, and readable in the ledger. */
export const freezeUseSchema = z.object({
  habitId: z.uuid(),
  habitName: z.string(),
  date: z.string(),
  usedAt: z.string(),
});
export type FreezeUse = z.infer<typeof freezeUseSchema>;

export const freezesSchema = z.object({
  held: z.number().int(),
  max: z.number().int(),
  price: z.number().int(),
  /** Freezes used in the last 14 days, newest first, for the "your streak was saved" notice. */
  recentUses: z.array(freezeUseSchema),
});
export type Freezes = z.infer<typeof freezesSchema>;

export const statsSchema = z.object({
  points: z.number().int(),
  streaks: z.record(z.string(), streakSchema),
  weeklyChallenge: weeklyChallengeSchema,
  badges: z.array(z.object({ id: z.string(), name: z.string(), earnedAt: z.string() })),
  freezes: freezesSchema,
});

/** POST /api/gamification/freezes: what a bought freeze leaves. */
export const buyFreezeResultSchema = z.object({
  points: z.number().int(),
  freezes: freezesSchema,
});
export type BuyFreezeResult = z.infer<typeof buyFreezeResultSchema>;
export type GamificationStats = z.infer<typeof statsSchema>;

export const badgeStatusSchema = badgeSummarySchema.extend({
  earned: z.boolean(),
  earnedAt: z.string().nullable(),
});
export type BadgeStatus = z.infer<typeof badgeStatusSchema>;
