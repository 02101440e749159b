import { lazy } from 'react';

export { habitsReducer } from './habits-slice';
export { createHabit } from './habits-thunks';
export { selectHabits } from './habits-hooks';
export type { DashboardRootState, HabitsState } from './habits-types';

export const DashboardPage = lazy(() =>
  import('./pages/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
