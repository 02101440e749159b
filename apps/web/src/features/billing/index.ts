import { lazy } from 'react';

export const PlanPage = lazy(() =>
  import('./pages/plan-page').then((module) => ({ default: module.PlanPage })),
);
export const MockPaymentPage = lazy(() =>
  import('./pages/mock-payment-page').then((module) => ({ default: module.MockPaymentPage })),
);
