import { lazy } from 'react';

export { DashboardBilling } from './components/dashboard-billing';
export { useCancelSubscription } from './hooks/use-cancel-subscription';
export { formatPlanDate, launchOfferEnd, paidSubscription } from './model/subscription';
export { BILLING_SPEC_TEXTS, BILLING_TEXTS } from './billing-texts';

// Pages load on demand so the first screen ships only what it needs.
export const ProPage = lazy(() =>
  import('./pages/pro-page').then((module) => ({ default: module.ProPage })),
);
export const PremiumPage = lazy(() =>
  import('./pages/premium-page').then((module) => ({ default: module.PremiumPage })),
);
export const MockPaymentPage = lazy(() =>
  import('./pages/mock-payment-page').then((module) => ({ default: module.MockPaymentPage })),
);
