import { lazy } from 'react';

// The routed pages, each loaded on demand. The route table imports this file rather than the
// feature's index, which would bring the feature's store code onto every page.
export const ProPage = lazy(() =>
  import('./pages/pro-page').then((module) => ({ default: module.ProPage })),
);
export const PremiumPage = lazy(() =>
  import('./pages/premium-page').then((module) => ({ default: module.PremiumPage })),
);
export const MockPaymentPage = lazy(() =>
  import('./pages/mock-payment-page').then((module) => ({ default: module.MockPaymentPage })),
);
