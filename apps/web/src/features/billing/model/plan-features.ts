import { FREE_ANALYTICS, HABIT_LIMITS, type PlanType } from '@streakwise/shared';

const proLimit = HABIT_LIMITS.pro ?? 0;
const freeLimit = HABIT_LIMITS.free ?? 0;

/** What each plan's card lists (docs/product.md §9). */
export const PLAN_FEATURES: Record<PlanType, readonly string[]> = {
  free: [
    `Basic habit tracking, up to ${freeLimit} habits`,
    'Streaks',
    'Points',
    'Badges',
    FREE_ANALYTICS,
  ],
  pro: [
    'Custom categories',
    'E-mail reminders',
    'Weekly progress reports',
    'Basic analytics dashboard',
    'Custom icons and colours',
    `Up to ${proLimit} habits`,
  ],
  premium: [
    'Everything in Pro',
    'Advanced analytics',
    'Custom reminders',
    'PDF reports',
    'Custom icons and themes',
    'Priority support and coaching',
    'AI habit suggestions',
    'Goals',
    'Data export',
    'Unlimited habits',
  ],
};

/** A comparison cell: included or not, or a short description of what the plan gets. */
export type FeatureCell = boolean | string;

export interface ComparisonRow {
  feature: string;
  cells: Record<PlanType, FeatureCell>;
}

const row = (feature: string, free: FeatureCell, pro: FeatureCell, premium: FeatureCell) => ({
  feature,
  cells: { free, pro, premium },
});

/** The feature comparison of the plan pages; /pro shows its Free and Pro columns. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  row('Habits', `Up to ${freeLimit}`, `Up to ${proLimit}`, 'Unlimited'),
  row('Habit tracking, streaks, points and badges', true, true, true),
  row(
    'Analytics',
    'Completion rates and heat map',
    'Basic analytics dashboard',
    'Advanced analytics',
  ),
  row('Custom categories', false, true, true),
  row('Custom icons and colours', false, true, 'Icons and themes'),
  row('Reminders', false, 'E-mail reminders', 'Custom reminders'),
  row('Weekly progress reports', false, true, true),
  row('PDF reports', false, false, true),
  row('AI habit suggestions', false, false, true),
  row('Goals', false, false, true),
  row('Data export (JSON, CSV, XML, PDF)', false, false, true),
  row('Priority support and coaching', false, false, true),
];
