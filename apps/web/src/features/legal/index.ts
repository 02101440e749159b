import { lazy } from 'react';

export type { LegalDocument } from './pages/legal-page';

export const LegalPage = lazy(() =>
  import('./pages/legal-page').then((module) => ({ default: module.LegalPage })),
);
