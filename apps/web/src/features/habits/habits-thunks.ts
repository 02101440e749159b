import { createAsyncThunk, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import {
  MESSAGES,
  type CompleteResult,
  type CreateHabitRequest,
  type Day,
} from '@streakwise/shared';
import { isApiError } from '../../lib/api-error';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { pointsUpdated } from '../auth';
import { checkInApplied, fetchBadges, fetchStats } from '../gamification';
import {
  isNetworkFailure,
  keepCheckIn,
  keepUndo,
  knownOffline,
  noNetwork,
  personDay,
  queuedFailure,
} from './offline/offline-queue';
import { habitsApi } from './habits-api';
import { toHabitsFailure } from './habits-failure';
import { HABITS_TEXTS } from './habits-texts';
import type { CheckInEntry, DashboardRootState, HabitsFailure } from './habits-types';

type HabitsDispatch = ThunkDispatch<DashboardRootState, unknown, UnknownAction>;

const createHabitsThunk = createAsyncThunk.withTypes<{
  state: DashboardRootState;
  rejectValue: HabitsFailure;
}>();

export const fetchHabits = createHabitsThunk(
  'habits/fetchHabits',
  async (_: void, { getState, rejectWithValue }) => {
    const revision = getState().habits.revision;
    try {
      return { habits: await habitsApi.list(), revision };
    } catch (error) {
      return rejectWithValue(toHabitsFailure(error, MESSAGES.fetchHabitsFailed));
    }
  },
);

export const createHabit = createHabitsThunk(
  'habits/createHabit',
  async (body: CreateHabitRequest, { dispatch, rejectWithValue }) => {
    try {
      const habit = await habitsApi.create(body);
      // The weekly challenge scales with the habit count and a badge may be due.
      void dispatch(fetchStats());
      void dispatch(fetchBadges());
      return habit;
    } catch (error) {
      if (isApiError(error) && error.code === 'HABIT_LIMIT') void dispatch(fetchHabits());
      return rejectWithValue(toHabitsFailure(error, MESSAGES.createHabitFailed));
    }
  },
);

/**
 * Shows the reply everywhere it matters. It carries every total a tap can change (points, the
 * habit's streak, the weekly challenge, new badges), so a tap costs one request.
 */
function applyResult(dispatch: HabitsDispatch, result: CompleteResult): CompleteResult {
  dispatch(checkInApplied(result));
  dispatch(pointsUpdated(result.points));
  return result;
}

/** A habit the server no longer has, or one already done elsewhere: re-read the list. */
function resyncOnConflict(dispatch: HabitsDispatch, error: unknown) {
  if (isApiError(error) && (error.status === 404 || error.status === 409)) {
    void dispatch(fetchHabits());
  }
}

/** A check-in of `count` (a count's check-ins, a quit habit's slips) or a measure's `amount`. */
export type CompleteArgs = CheckInEntry & {
  habitId: string;
  /** Yesterday, for a late check-in; today without it. */
  date?: Day;
};

/** The entry alone, as the request body and the offline queue keep it. */
function entryOf(args: CompleteArgs): CheckInEntry {
  return 'amount' in args ? { amount: args.amount } : { count: args.count };
}

/**
 * Sends a request under its Idempotency-Key, and once more under the same key if its reply was
 * lost on the network: had the first request landed, the server answers the retry with its first
 * reply and changes nothing. With no network at all nothing is tried.
 */
async function sendOnceWithRetry<T>(key: string, send: (key: string) => Promise<T>): Promise<T> {
  if (knownOffline()) throw noNetwork();
  try {
    return await send(key);
  } catch (error) {
    if (!isApiError(error) || !error.isNetworkError) throw error;
    return send(key);
  }
}

/** What an offline check-in or undo keeps, under the key the request went (or would go) with. */
function outboxEntry(state: DashboardRootState, key: string, habitId: string) {
  const habitName = state.habits.items.find((habit) => habit._id === habitId)?.name ?? '';
  return { key, habitId, habitName, date: personDay(state.auth.user?.timezone) };
}

export const completeHabit = createHabitsThunk(
  'habits/completeHabit',
  async (args: CompleteArgs, { dispatch, getState, rejectWithValue }) => {
    const { habitId, date } = args;
    const entry = entryOf(args);
    const key = newIdempotencyKey();
    try {
      const result = await sendOnceWithRetry(key, (k) =>
        habitsApi.complete(habitId, entry, k, date),
      );
      return applyResult(dispatch, result);
    } catch (error) {
      // NOTE: the same key as the lost request, so one that did land still counts once; a
      // check-in made offline counts for the day it was made (docs/decisions/027-pwa-offline.md).
      if (isNetworkFailure(error)) {
        // A measure's entry keeps its amount, sent as such later (count 0 marks none).
        const kept = outboxEntry(getState(), key, habitId);
        await keepCheckIn(dispatch, {
          ...kept,
          kind: 'complete',
          count: 'count' in entry ? entry.count : 0,
          ...('amount' in entry ? { amount: entry.amount } : {}),
          date: date ?? kept.date,
        });
        return rejectWithValue(queuedFailure());
      }
      resyncOnConflict(dispatch, error);
      return rejectWithValue(toHabitsFailure(error, MESSAGES.completeHabitFailed));
    }
  },
);

export const undoCompletion = createHabitsThunk(
  'habits/undoCompletion',
  async (habitId: string, { dispatch, getState, rejectWithValue }) => {
    const key = newIdempotencyKey();
    try {
      return applyResult(dispatch, await sendOnceWithRetry(key, (k) => habitsApi.undo(habitId, k)));
    } catch (error) {
      if (isNetworkFailure(error)) {
        const entry = outboxEntry(getState(), key, habitId);
        await keepUndo(dispatch, { ...entry, kind: 'undo', count: 1 });
        return rejectWithValue(queuedFailure());
      }
      resyncOnConflict(dispatch, error);
      return rejectWithValue(toHabitsFailure(error, HABITS_TEXTS.undoFailed));
    }
  },
);

export interface SkipArgs {
  habitId: string;
  /** A later day (tomorrow); today without it. */
  date?: Day;
  reason?: string;
}

/** A rest day: the reply carries the habit as it now stands, protected day included. */
export const skipDay = createHabitsThunk(
  'habits/skipDay',
  async ({ habitId, date, reason }: SkipArgs, { dispatch, rejectWithValue }) => {
    try {
      return await habitsApi.skip(habitId, {
        ...(date ? { date } : {}),
        ...(reason ? { reason } : {}),
      });
    } catch (error) {
      // Gone, or the day closed while the page was open (a stale "today"): re-read the list.
      resyncOnConflict(dispatch, error);
      return rejectWithValue(toHabitsFailure(error, HABITS_TEXTS.restDayFailed));
    }
  },
);

export interface RemoveRestDayArgs {
  habitId: string;
  date: Day;
}

/** Takes back a rest day planned for today or later: the reply carries the habit without it. */
export const removeRestDay = createHabitsThunk(
  'habits/removeRestDay',
  async ({ habitId, date }: RemoveRestDayArgs, { dispatch, rejectWithValue }) => {
    try {
      return await habitsApi.removeRestDay(habitId, date);
    } catch (error) {
      // Gone, taken back elsewhere, or the day is over: re-read the list.
      resyncOnConflict(dispatch, error);
      return rejectWithValue(toHabitsFailure(error, HABITS_TEXTS.restDayRemoveFailed));
    }
  },
);

export const deleteHabit = createHabitsThunk(
  'habits/deleteHabit',
  async (habitId: string, { dispatch, rejectWithValue }) => {
    try {
      await habitsApi.remove(habitId);
      void dispatch(fetchStats());
      return habitId;
    } catch (error) {
      resyncOnConflict(dispatch, error);
      return rejectWithValue(toHabitsFailure(error, MESSAGES.deleteHabitFailed));
    }
  },
);
