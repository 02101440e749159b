import { lazy } from 'react';

export { habitsReducer, type HabitsState } from './habits-slice';

export const DashboardPage = lazy(() =>
  import('./pages/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
