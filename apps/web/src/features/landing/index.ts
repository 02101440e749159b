import { lazy } from 'react';

export const LandingPage = lazy(() =>
  import('./pages/landing-page').then((module) => ({ default: module.LandingPage })),
);
