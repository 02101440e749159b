import { createAction, createAsyncThunk } from '@reduxjs/toolkit';
import { isApiError } from '../../lib/api-error';
import { isNetworkFailure, knownOffline } from './offline/offline-queue';
import { habitsApi } from './habits-api';
import { toHabitsFailure } from './habits-failure';
import { HABITS_TEXTS } from './habits-texts';
import { fetchHabits } from './habits-thunks';
import type { DashboardRootState, HabitsFailure } from './habits-types';

/** The list shown in this order at once; the server hears of it after. */
export const habitsReordered = createAction<string[]>('habits/reordered');

const ids = (state: DashboardRootState) => state.habits.items.map((habit) => habit._id);
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

// NOTE: one order at a time, so the server receives them in the order they were made.
let sending: Promise<unknown> = Promise.resolve();

/**
 * Shows the new order at once and sends it (PUT /api/habits/order). If the server refuses it or
 * cannot be reached, the list goes back to the order it had, unless a later move has changed it
 * since; a refusal means the habits changed elsewhere, so the list is read again.
 */
export const reorderHabits = createAsyncThunk.withTypes<{
  state: DashboardRootState;
  rejectValue: HabitsFailure;
}>()('habits/reorderHabits', async (order: string[], { dispatch, getState, rejectWithValue }) => {
  if (knownOffline()) return rejectWithValue({ message: HABITS_TEXTS.reorderOffline, status: 0 });
  const before = ids(getState());
  dispatch(habitsReordered(order));
  const request = sending.then(() => habitsApi.reorder(order));
  sending = request.catch(() => undefined);
  try {
    await request;
    return order;
  } catch (error) {
    if (same(ids(getState()), order)) dispatch(habitsReordered(before));
    if (isNetworkFailure(error)) {
      return rejectWithValue({ message: HABITS_TEXTS.reorderOffline, status: 0 });
    }
    if (isApiError(error) && error.status === 400) void dispatch(fetchHabits());
    // The person did nothing wrong: say what happened to their order, not what the server checked.
    return rejectWithValue({ ...toHabitsFailure(error, ''), message: HABITS_TEXTS.reorderFailed });
  }
});
