import { lazy } from 'react';

// The page loads on demand so the first screen ships only what it needs.
export const SettingsPage = lazy(() =>
  import('./pages/settings-page').then((module) => ({ default: module.SettingsPage })),
);
