import {
  CHECKOUT_AMOUNTS,
  CURRENCY_SYMBOL,
  formatPounds,
  FREE_ANALYTICS,
  HABIT_LIMITS,
} from '@streakwise/shared';
import { LANDING_TEXTS } from './landing-texts';

export interface LandingPlan {
  name: string;
  /** The headline monthly price, in pounds. */
  price: string;
  /** A line under the price. */
  note: string;
  tagline: string;
  features: readonly string[];
  cta: { label: string; to: string };
  highlighted: boolean;
}

const monthly = (annualMinor: number) => formatPounds(Math.round(annualMinor / 12));

/**
 * Free, Pro and Premium (docs/product.md §9), priced from the checkout amounts so the page cannot
 * drift.
 */
export const LANDING_PLANS: readonly LandingPlan[] = [
  {
    name: 'Free',
    price: `${CURRENCY_SYMBOL}0`,
    note: LANDING_TEXTS.freeForever,
    tagline: 'Everything you need to start a few daily habits.',
    features: [
      `Up to ${HABIT_LIMITS.free} habits`,
      'Basic tracking',
      'Streaks, points and badges',
      FREE_ANALYTICS,
    ],
    cta: { label: LANDING_TEXTS.startWithFree, to: '/signup' },
    highlighted: false,
  },
  {
    name: 'Pro',
    price: formatPounds(CHECKOUT_AMOUNTS.pro.monthly),
    note: LANDING_TEXTS.annualNote(monthly(CHECKOUT_AMOUNTS.pro.annual)),
    tagline: 'More habits, your way.',
    features: [
      `Up to ${HABIT_LIMITS.pro ?? 'unlimited'} habits`,
      'Custom categories',
      'E-mail reminders',
      'Weekly progress reports',
      'Basic analytics dashboard',
      'Custom icons and colours',
    ],
    cta: { label: LANDING_TEXTS.choosePro, to: '/pro' },
    highlighted: true,
  },
  {
    name: 'Premium',
    price: formatPounds(CHECKOUT_AMOUNTS.premium.monthly),
    note: LANDING_TEXTS.annualNote(monthly(CHECKOUT_AMOUNTS.premium.annual)),
    tagline: 'Everything Streakwise can do.',
    features: [
      'Unlimited habits',
      'Advanced analytics and PDF reports',
      'AI habit suggestions and goals',
      'Custom reminders, icons and themes',
      'Data export',
      'Priority support and coaching',
    ],
    cta: { label: LANDING_TEXTS.choosePremium, to: '/premium' },
    highlighted: false,
  },
];
