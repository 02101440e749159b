import { lazy } from 'react';

export { DashboardBilling } from './components/dashboard-billing';

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
