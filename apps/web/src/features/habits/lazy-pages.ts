import { lazy } from 'react';

// The routed pages, each loaded on demand. The route table imports this file rather than the
// feature's index, which would bring the feature's store code onto every page.
export const DashboardPage = lazy(() =>
  import('./pages/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
