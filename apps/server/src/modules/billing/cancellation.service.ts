import { MESSAGES, type User } from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { toUserView, type SignedInUser } from '../users/user-view.js';
import { findSignedInUser, setRenewal } from '../users/users.service.js';
import * as repo from './billing.repository.js';
import { queueCancellationReceipt } from './receipts.js';
import { currentPlanOrder } from './renewal.repository.js';

/*
 * POST /api/subscription/cancel and /resume: whether a paid plan renews at its expiry
 * (docs/decisions/041-mail-origin-receipts-resume.md). The plan itself runs to `expiredAt` either
 * way; the provider is told first, so a failure there changes nothing here.
 */

async function rowNow(ctx: ServiceContext, userId: string): Promise<User> {
  const row = await findSignedInUser(ctx.database.db, userId);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return toUserView(row);
}

/** Stops renewal; the plan stays until its expiry. The cancellation mail goes once. */
export async function cancelSubscription(ctx: ServiceContext, user: SignedInUser): Promise<User> {
  if (user.plan === 'free') throw new AppError('CONFLICT', MESSAGES.nothingToCancel);
  const subscription = await repo.currentSubscriptionOrder(ctx.database.db, user.id);
  if (subscription?.providerSubscriptionId)
    await ctx.payments.cancelAtPeriodEnd(subscription.providerSubscriptionId);
  const cancelled = await ctx.database.db.transaction(async (tx) => {
    const row = await setRenewal(tx, user.id, true, ctx.clock.now());
    if (row) await queueCancellationReceipt(ctx, tx, row);
    return row;
  });
  if (!cancelled) return rowNow(ctx, user.id);
  ctx.mailDelivery.deliverSoon(ctx);
  ctx.log.info(
    { event: 'subscription.cancelled', userId: user.id },
    'subscription set to end at period end',
  );
  return toUserView(cancelled);
}

/**
 * Undoes a cancellation before the period ends: the plan renews again. 409 when nothing is
 * cancelled, when the period has ended (the plan is Free again, or the provider has ended the
 * subscription), and for the launch offer, which no payment renews.
 */
export async function resumeSubscription(ctx: ServiceContext, user: SignedInUser): Promise<User> {
  const now = ctx.clock.now();
  if (user.plan === 'free') {
    throw new AppError(
      'CONFLICT',
      user.expiredAt ? MESSAGES.subscriptionEnded : MESSAGES.nothingToResume,
    );
  }
  if (!user.cancelAtPeriodEnd) throw new AppError('CONFLICT', MESSAGES.nothingToResume);
  const order = await currentPlanOrder(ctx.database.db, user.id, user.plan);
  if (!order) throw new AppError('CONFLICT', MESSAGES.launchOfferNotRenewable);
  if (order.endedAt) throw new AppError('CONFLICT', MESSAGES.subscriptionEnded);
  if (order.providerSubscriptionId) await ctx.payments.resume(order.providerSubscriptionId);
  const resumed = await setRenewal(ctx.database.db, user.id, false, now);
  if (!resumed) return rowNow(ctx, user.id);
  ctx.log.info({ event: 'subscription.resumed', userId: user.id }, 'subscription renews again');
  return toUserView(resumed);
}
