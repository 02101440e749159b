import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { Habit } from '@streakwise/shared';
import {
  archiveHabit,
  fetchArchivedHabits,
  restoreHabit,
  setHabitDay,
  updateHabit,
} from './habit-edit-thunks';
import type { HabitsState } from './habits-types';

const without = (list: Habit[], id: string) => list.filter((item) => item._id !== id);

/** Newest first, as the server lists the archived habits. */
function insertByCreation(list: Habit[], habit: Habit): Habit[] {
  const rest = without(list, habit._id);
  const index = rest.findIndex((item) => item.createdAt < habit.createdAt);
  return index < 0 ? [...rest, habit] : [...rest.slice(0, index), habit, ...rest.slice(index)];
}

function replaceIn(list: Habit[], habit: Habit) {
  const index = list.findIndex((item) => item._id === habit._id);
  if (index >= 0) list[index] = habit;
}

/** The cases of editing, archiving and restoring (habit-edit-thunks.ts). */
export function addEditCases(builder: ActionReducerMapBuilder<HabitsState>) {
  builder
    .addCase(fetchArchivedHabits.pending, ({ archived }) => {
      if (archived.status !== 'succeeded') archived.status = 'loading';
      archived.error = null;
    })
    .addCase(fetchArchivedHabits.fulfilled, ({ archived }, action) => {
      archived.status = 'succeeded';
      archived.items = action.payload;
    })
    .addCase(fetchArchivedHabits.rejected, ({ archived }, action) => {
      if (archived.status !== 'succeeded') archived.status = 'failed';
      archived.error = action.payload?.message ?? null;
    })
    .addCase(updateHabit.pending, (state) => {
      state.isUpdating = true;
    })
    .addCase(updateHabit.fulfilled, (state, action) => {
      state.isUpdating = false;
      replaceIn(state.items, action.payload);
      replaceIn(state.archived.items, action.payload);
      state.revision += 1;
    })
    .addCase(updateHabit.rejected, (state) => {
      state.isUpdating = false;
    })
    .addCase(setHabitDay.fulfilled, (state, action) => {
      replaceIn(state.items, action.payload.habit);
      state.revision += 1;
    })
    .addCase(archiveHabit.pending, (state, action) => {
      state.pending[action.meta.arg] = 'archive';
    })
    .addCase(archiveHabit.fulfilled, (state, action) => {
      delete state.pending[action.meta.arg];
      state.items = without(state.items, action.payload._id);
      if (state.archived.status === 'succeeded') {
        state.archived.items = insertByCreation(state.archived.items, action.payload);
      }
      state.revision += 1;
    })
    .addCase(archiveHabit.rejected, (state, action) => {
      delete state.pending[action.meta.arg];
    })
    .addCase(restoreHabit.pending, (state, action) => {
      state.pending[action.meta.arg] = 'restore';
    })
    .addCase(restoreHabit.fulfilled, (state, action) => {
      delete state.pending[action.meta.arg];
      state.archived.items = without(state.archived.items, action.payload._id);
      // A restored habit comes back last in the person's order, as the server puts it.
      state.items = [...without(state.items, action.payload._id), action.payload];
      state.revision += 1;
    })
    .addCase(restoreHabit.rejected, (state, action) => {
      delete state.pending[action.meta.arg];
    });
}
