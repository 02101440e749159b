import type { PaidPlanType, PriceType, Subscription } from '@streakwise/shared';

export type PaidSubscription = Subscription & {
  type: PaidPlanType;
  priceType: PriceType;
  expiredAt: string;
};

/**
 * A plan the person pays for, with its billing period and end. The free launch month has no
 * billing period, so it is not one (whatever the server leaves in `launchOffer` afterwards).
 */
export function paidSubscription(subscription: Subscription | undefined): PaidSubscription | null {
  if (!subscription || subscription.type === 'free') return null;
  const { type, priceType, expiredAt } = subscription;
  if (priceType === null || expiredAt === null) return null;
  return { ...subscription, type, priceType, expiredAt };
}

/** The launch offer's free Premium month (docs/product.md §1), with its end. */
export function launchOfferEnd(subscription: Subscription | undefined): string | null {
  if (!subscription?.launchOffer || subscription.type === 'free') return null;
  if (subscription.priceType !== null) return null;
  return subscription.expiredAt;
}

/** An instant as a date in the person's zone, e.g. "12 March 2026". */
export function formatPlanDate(instant: string, timeZone?: string): string {
  const date = new Date(instant);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(date);
  } catch {
    // An unknown zone name: fall back to the browser's own.
    return new Intl.DateTimeFormat('en-GB', options).format(date);
  }
}
