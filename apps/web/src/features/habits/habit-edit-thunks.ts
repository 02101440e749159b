import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Day, SetHabitDayRequest, UpdateHabitRequest } from '@streakwise/shared';
import { isApiError } from '../../lib/api-error';
import { fetchBadges, fetchStats } from '../gamification';
import { habitsApi } from './habits-api';
import { toHabitsFailure } from './habits-failure';
import { HABITS_TEXTS } from './habits-texts';
import { PAST_DAYS_TEXTS } from './past-days-texts';
import { fetchHabits } from './habits-thunks';
import type { DashboardRootState, HabitsFailure } from './habits-types';

/* Editing, archiving and restoring habits (docs/decisions/005-editing-and-archiving-habits.md). */

const createEditThunk = createAsyncThunk.withTypes<{
  state: DashboardRootState;
  rejectValue: HabitsFailure;
}>();

export const fetchArchivedHabits = createEditThunk(
  'habits/fetchArchivedHabits',
  async (_: void, { rejectWithValue }) => {
    try {
      return await habitsApi.listArchived();
    } catch (error) {
      return rejectWithValue(toHabitsFailure(error, HABITS_TEXTS.archivedLoadFailed));
    }
  },
);

export interface UpdateArgs {
  habitId: string;
  changes: UpdateHabitRequest;
}

export const updateHabit = createEditThunk(
  'habits/updateHabit',
  async ({ habitId, changes }: UpdateArgs, { dispatch, rejectWithValue }) => {
    try {
      const habit = await habitsApi.update(habitId, changes);
      // A new target (or a quit habit's limit) can change today's result, and with it the streaks.
      const target = changes.dailyTarget ?? changes.target ?? changes.limit;
      if (target !== undefined) void dispatch(fetchStats());
      return habit;
    } catch (error) {
      if (isApiError(error) && error.status === 404) void dispatch(fetchHabits());
      return rejectWithValue(toHabitsFailure(error, HABITS_TEXTS.updateFailed));
    }
  },
);

export const archiveHabit = createEditThunk(
  'habits/archiveHabit',
  async (habitId: string, { dispatch, rejectWithValue }) => {
    try {
      const habit = await habitsApi.archive(habitId);
      void dispatch(fetchStats());
      return habit;
    } catch (error) {
      if (isApiError(error) && error.status === 404) void dispatch(fetchHabits());
      return rejectWithValue(toHabitsFailure(error, HABITS_TEXTS.archiveFailed));
    }
  },
);

export const restoreHabit = createEditThunk(
  'habits/restoreHabit',
  async (habitId: string, { dispatch, rejectWithValue }) => {
    try {
      const habit = await habitsApi.restore(habitId);
      void dispatch(fetchStats());
      return habit;
    } catch (error) {
      // Gone, or the plan is full after all: show the lists as the server has them.
      if (isApiError(error) && (error.status === 404 || error.code === 'HABIT_LIMIT')) {
        void dispatch(fetchHabits());
        void dispatch(fetchArchivedHabits());
      }
      return rejectWithValue(toHabitsFailure(error, HABITS_TEXTS.restoreFailed));
    }
  },
);

export interface SetDayArgs {
  habitId: string;
  date: Day;
  changes: SetHabitDayRequest;
  /** Today, or yesterday before the cut-off: the change is a check-in or an undo, with points. */
  open: boolean;
}

/** A day set by hand (docs/decisions/031-past-days-and-notes.md): the reply carries the habit. */
export const setHabitDay = createEditThunk(
  'habits/setHabitDay',
  async ({ habitId, date, changes, open }: SetDayArgs, { dispatch, rejectWithValue }) => {
    try {
      const result = await habitsApi.setDay(habitId, date, changes);
      // Check-ins and undos move points and badges; a correction moves streaks and rates only.
      const total = changes.count ?? changes.amount;
      if (total !== undefined) void dispatch(fetchStats());
      if (open && total !== undefined) void dispatch(fetchBadges());
      return result;
    } catch (error) {
      if (isApiError(error) && error.status === 404) void dispatch(fetchHabits());
      return rejectWithValue(toHabitsFailure(error, PAST_DAYS_TEXTS.saveFailed));
    }
  },
);
