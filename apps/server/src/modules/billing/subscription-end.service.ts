import { MESSAGES } from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import * as repo from './billing.repository.js';

/*
 * A person has at most one live subscription at the provider (docs/decisions/022-one-live-
 * subscription.md). Paying for a new one marks the others replaced in the paying transaction;
 * these end them at the provider afterwards, and the billing tick retries whatever a provider
 * outage left running.
 */

/**
 * Ends replaced subscriptions that are still running at the provider: one person's (right after
 * their new one is paid) or, from the billing tick, everyone's. A failure is logged and left for
 * the next tick; the counts are for logs and tests.
 */
export async function endReplacedSubscriptions(
  ctx: ServiceContext,
  userId?: string,
): Promise<{ ended: number; failed: number }> {
  const running = await repo.runningSubscriptions(ctx.database.db, {
    replacedOnly: true,
    ...(userId ? { userId } : {}),
  });
  let failed = 0;
  for (const subscriptionId of running) {
    try {
      await ctx.payments.cancelNow(subscriptionId);
      await repo.markSubscriptionEnded(ctx.database.db, subscriptionId, ctx.clock.now());
      ctx.log.info({ event: 'subscription.ended', subscriptionId }, 'replaced subscription ended');
    } catch (err) {
      failed += 1;
      ctx.log.warn(
        { event: 'subscription.end-failed', subscriptionId, err },
        'could not end a replaced subscription; the billing tick will try again',
      );
    }
  }
  return { ended: running.length - failed, failed };
}

/**
 * Before an account is deleted: ends every subscription of the person still running at the
 * provider, so nothing goes on charging a card that nobody can then cancel. Any failure stops the
 * deletion (503) with the account intact; the ones already ended stay ended, as Stripe's
 * deletion events will also say.
 */
export async function endAllSubscriptions(ctx: ServiceContext, userId: string): Promise<void> {
  const running = await repo.runningSubscriptions(ctx.database.db, {
    userId,
    replacedOnly: false,
  });
  for (const subscriptionId of running) {
    try {
      await ctx.payments.cancelNow(subscriptionId);
    } catch (err) {
      ctx.log.warn(
        { event: 'subscription.end-failed', subscriptionId, err },
        'could not end a subscription before deleting its account',
      );
      throw new AppError('UNAVAILABLE', MESSAGES.subscriptionNotStopped);
    }
    const now = ctx.clock.now();
    await repo.replaceSubscription(ctx.database.db, subscriptionId, now);
    await repo.markSubscriptionEnded(ctx.database.db, subscriptionId, now);
  }
}
