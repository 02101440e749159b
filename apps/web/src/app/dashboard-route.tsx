import { DashboardPage } from '../features/habits/lazy-pages';
import { PremiumTab } from '../features/premium';

/**
 * /dashboard: the habits' page with the Premium tabs in it. Composed here so the two features
 * import each other one way only (FEATURE_DEPENDENCIES in eslint.config.js).
 */
export function DashboardRoute() {
  return <DashboardPage premiumTab={PremiumTab} />;
}
