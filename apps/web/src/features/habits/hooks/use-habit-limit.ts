import { HABIT_LIMITS, type PlanType } from '@streakwise/shared';
import { selectHabits, useDashboardSelector } from '../habits-hooks';
import { SPEC_TEXTS } from '../../../lib/texts';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';

export interface HabitLimit {
  plan: PlanType;
  atLimit: boolean;
  /** Shown while the plan is full: what is used and what the next plan allows. */
  message: string | null;
  upgradePath: '/pro' | '/premium';
  upgradeLabel: string;
}

const PLAN_NAMES: Record<PlanType, string> = { free: 'Free', pro: 'Pro', premium: 'Premium' };

/**
 * Free: 3 habits, Pro: 15, Premium: unlimited (docs/architecture.md §5), mirrored from the server.
 */
export function useHabitLimit(): HabitLimit {
  const plan = useDashboardSelector((state) => state.auth.user?.subscription.type ?? 'free');
  const count = useDashboardSelector(selectHabits).length;
  const limit = HABIT_LIMITS[plan];
  const atLimit = limit !== null && count >= limit;
  // NOTE: a downgrade keeps every habit active (docs/decisions/004-payments-and-subscriptions.md),
  // so the count may pass the limit.
  const nextPlan: PlanType = plan === 'free' ? 'pro' : 'premium';
  const nextLimit = HABIT_LIMITS[nextPlan];
  const nextReach =
    nextLimit === null ? HABITS_TEXTS.unlimitedHabits : HABITS_TEXTS.upToHabits(nextLimit);
  return {
    plan,
    atLimit,
    message: !atLimit
      ? null
      : count > limit
        ? DASHBOARD_SPEC_TEXTS.overLimit(
            count,
            PLAN_NAMES[plan],
            limit,
            PLAN_NAMES[nextPlan],
            nextReach,
          )
        : DASHBOARD_SPEC_TEXTS.limitReached(
            PLAN_NAMES[plan],
            limit,
            PLAN_NAMES[nextPlan],
            nextReach,
          ),
    upgradePath: nextPlan === 'pro' ? '/pro' : '/premium',
    upgradeLabel: nextPlan === 'pro' ? SPEC_TEXTS.upgradeToPro : SPEC_TEXTS.upgradeToPremium,
  };
}
