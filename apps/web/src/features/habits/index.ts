export { habitsReducer } from './habits-slice';
export { createHabit } from './habits-thunks';
export { isHabitDataChange } from './habit-data-changes';
export { selectHabits } from './habits-hooks';
export type { DashboardRootState, HabitsState } from './habits-types';
export * from './lazy-pages';
export { offlineReducer } from './offline/offline-slice';
export { OfflineRuntime } from './offline/offline-runtime';
