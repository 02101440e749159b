import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Habit } from '@streakwise/shared';
import { loggedOut } from '../auth';
import { checkInQueued, snapshotRestored, undoQueued } from './offline/offline-actions';
import { withCheckIn, withUndo } from './offline/apply-offline';
import { addEditCases } from './habits-edit-reducers';
import { habitsReordered } from './habit-order-thunks';
import {
  completeHabit,
  createHabit,
  deleteHabit,
  fetchHabits,
  removeRestDay,
  skipDay,
  undoCompletion,
} from './habits-thunks';
import type { HabitsState } from './habits-types';

const initialState: HabitsState = {
  items: [],
  status: 'idle',
  error: null,
  pending: {},
  isCreating: false,
  isUpdating: false,
  archived: { items: [], status: 'idle', error: null },
  revision: 0,
};

function replaceHabit(state: HabitsState, habit: Habit) {
  const index = state.items.findIndex((item) => item._id === habit._id);
  if (index >= 0) state.items[index] = habit;
  state.revision += 1;
}

const habitsSlice = createSlice({
  name: 'habits',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialState)
      // Offline (docs/decisions/027-pwa-offline.md): the last list seen, and what waits to be sent.
      .addCase(snapshotRestored, (state, action) => {
        state.items = action.payload.habits;
        state.status = 'succeeded';
      })
      .addCase(checkInQueued, (state, action) => {
        const { habitId, count, amount, date } = action.payload;
        const habit = state.items.find((item) => item._id === habitId);
        if (habit) replaceHabit(state, withCheckIn(habit, amount ?? count, date));
      })
      .addCase(undoQueued, (state, action) => {
        const habit = state.items.find((item) => item._id === action.payload.habitId);
        if (habit) replaceHabit(state, withUndo(habit, action.payload.date, action.payload.amount));
      })
      .addCase(habitsReordered, (state, action) => {
        const place = new Map(action.payload.map((id, index) => [id, index]));
        const at = (id: string) => place.get(id) ?? place.size;
        state.items = [...state.items].sort((a, b) => at(a._id) - at(b._id));
        state.revision += 1;
      })
      .addCase(fetchHabits.pending, (state) => {
        // A refresh keeps the list on screen; only the first load shows skeletons.
        if (state.status !== 'succeeded') state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchHabits.fulfilled, (state, action) => {
        state.status = 'succeeded';
        if (action.payload.revision === state.revision) state.items = action.payload.habits;
      })
      .addCase(fetchHabits.rejected, (state, action) => {
        if (state.status !== 'succeeded') state.status = 'failed';
        state.error = action.payload?.message ?? null;
      })
      .addCase(createHabit.pending, (state) => {
        state.isCreating = true;
      })
      .addCase(createHabit.fulfilled, (state, action) => {
        state.isCreating = false;
        state.items.unshift(action.payload);
        state.revision += 1;
      })
      .addCase(createHabit.rejected, (state) => {
        state.isCreating = false;
      })
      .addCase(completeHabit.pending, (state, action) => {
        const { arg } = action.meta;
        // A measure's amount is one entry, whatever its size.
        state.pending[arg.habitId] = 'count' in arg && arg.count > 1 ? 'all' : 'one';
      })
      .addCase(completeHabit.fulfilled, (state, action) => {
        delete state.pending[action.meta.arg.habitId];
        replaceHabit(state, action.payload.habit);
      })
      .addCase(completeHabit.rejected, (state, action) => {
        delete state.pending[action.meta.arg.habitId];
      })
      .addCase(undoCompletion.pending, (state, action) => {
        state.pending[action.meta.arg] = 'undo';
      })
      .addCase(undoCompletion.fulfilled, (state, action) => {
        delete state.pending[action.meta.arg];
        replaceHabit(state, action.payload.habit);
      })
      .addCase(undoCompletion.rejected, (state, action) => {
        delete state.pending[action.meta.arg];
      })
      .addCase(deleteHabit.pending, (state, action) => {
        state.pending[action.meta.arg] = 'delete';
      })
      .addCase(deleteHabit.fulfilled, (state, action) => {
        delete state.pending[action.meta.arg];
        state.items = state.items.filter((item) => item._id !== action.payload);
        state.revision += 1;
      })
      .addCase(deleteHabit.rejected, (state, action) => {
        delete state.pending[action.meta.arg];
      });
    // NOTE: after every addCase, as Redux Toolkit requires of matchers.
    addEditCases(builder);
    builder
      // A rest day saved or taken back: one pending 'skip', and the reply's habit replaces ours.
      .addMatcher(isAnyOf(skipDay.pending, removeRestDay.pending), (state, action) => {
        state.pending[action.meta.arg.habitId] = 'skip';
      })
      .addMatcher(isAnyOf(skipDay.fulfilled, removeRestDay.fulfilled), (state, action) => {
        delete state.pending[action.meta.arg.habitId];
        replaceHabit(state, action.payload.habit);
      })
      .addMatcher(isAnyOf(skipDay.rejected, removeRestDay.rejected), (state, action) => {
        delete state.pending[action.meta.arg.habitId];
      });
  },
});

export const habitsReducer = habitsSlice.reducer;
