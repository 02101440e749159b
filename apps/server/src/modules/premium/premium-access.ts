import { MESSAGES } from '@streakwise/shared';
import type { UserRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/**
 * First line of every Premium service function: the plan is checked here, in the
 * service, never by a URL rule. `message` lets export say its own sentence (docs/product.md §6).
 */
export function requirePremium(
  user: Pick<UserRow, 'plan'>,
  message: string = MESSAGES.premiumRequired,
): void {
  if (!isPremium(user)) throw new AppError('PREMIUM_REQUIRED', message);
}

/** Whether the plan has the Premium features (for a caller that skips rather than refuses). */
export const isPremium = (user: Pick<UserRow, 'plan'>): boolean => user.plan === 'premium';
