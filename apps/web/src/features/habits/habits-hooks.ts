import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { isHabitComplete } from './model/habit-progress';
import type { DashboardRootState } from './habits-types';

// NOTE: typed against the parts of the state the dashboard reads, never the app store itself
// (imports run shared -> features -> app only).
export const useDashboardDispatch =
  useDispatch.withTypes<ThunkDispatch<DashboardRootState, unknown, UnknownAction>>();
export const useDashboardSelector = useSelector.withTypes<DashboardRootState>();

export const selectHabitsState = (state: DashboardRootState) => state.habits;
export const selectHabits = (state: DashboardRootState) => state.habits.items;
export const selectCompletedTodayCount = (state: DashboardRootState) =>
  state.habits.items.filter(isHabitComplete).length;
export const selectPendingFor = (habitId: string) => (state: DashboardRootState) =>
  state.habits.pending[habitId];
