import { lazy } from 'react';

export { habitsReducer } from './habits-slice';
export type { HabitsState } from './habits-types';

export const DashboardPage = lazy(() =>
  import('./pages/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
