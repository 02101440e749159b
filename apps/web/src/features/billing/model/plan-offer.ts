import type { PaidPlanType, Subscription } from '@streakwise/shared';
import { paidSubscription } from './subscription';

/** What a plan card offers this person: buy it, it is theirs, or their Premium covers it. */
export type PlanOffer = 'buy' | 'current' | 'included';

export function planOffer(plan: PaidPlanType, subscription: Subscription | undefined): PlanOffer {
  const paid = paidSubscription(subscription);
  if (!paid) return 'buy';
  if (paid.type === plan) return 'current';
  return paid.type === 'premium' ? 'included' : 'buy';
}
