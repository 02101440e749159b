import { isAnyOf } from '@reduxjs/toolkit';
import { archiveHabit, restoreHabit, setHabitDay, updateHabit } from './habit-edit-thunks';
import {
  completeHabit,
  createHabit,
  deleteHabit,
  removeRestDay,
  skipDay,
  undoCompletion,
} from './habits-thunks';
import { syncOutbox } from './offline/offline-thunks';

/**
 * Matches each change to the habits' days or the habits themselves that the server confirmed
 * (a check-in, an undo, a past day, a rest day, an edit, a new, archived, restored or deleted
 * habit, the offline queue sent). Figures drawn from the habits are stale after one of these;
 * app/server-data-sync.ts makes them be asked for again.
 */
export const isHabitDataChange = isAnyOf(
  completeHabit.fulfilled,
  undoCompletion.fulfilled,
  skipDay.fulfilled,
  removeRestDay.fulfilled,
  setHabitDay.fulfilled,
  createHabit.fulfilled,
  updateHabit.fulfilled,
  archiveHabit.fulfilled,
  restoreHabit.fulfilled,
  deleteHabit.fulfilled,
  syncOutbox.fulfilled,
);
