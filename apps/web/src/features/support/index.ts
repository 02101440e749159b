import { lazy } from 'react';

// The page loads on demand so the first screen ships only what it needs.
export const HelpPage = lazy(() =>
  import('./pages/help-page').then((module) => ({ default: module.HelpPage })),
);
