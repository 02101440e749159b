import { createAsyncThunk } from '@reduxjs/toolkit';
import { ApiError } from '../../../lib/api-error';
import { pointsUpdated } from '../../auth';
import { checkInApplied, fetchBadges, fetchStats } from '../../gamification';
import { habitsApi } from '../habits-api';
import { fetchHabits } from '../habits-thunks';
import type { DashboardRootState } from '../habits-types';
import type { OutboxEntry } from './offline-db';
import { knownOffline, personDay, readOutbox } from './offline-queue';
import { OFFLINE_TEXTS } from './offline-texts';
import { dismissRefused, drainOutbox, withOutboxLock, type DrainReport } from './outbox';

const createOfflineThunk = createAsyncThunk.withTypes<{ state: DashboardRootState }>();

/**
 * Sends what waits on this device, if the network is there, with only one tab at a time doing so;
 * then re-reads the list so the screen shows what the server now holds.
 */
export const syncOutbox = createOfflineThunk(
  'offline/syncOutbox',
  async (_: void, { dispatch, getState }): Promise<DrainReport | null> => {
    if (knownOffline()) {
      await readOutbox(dispatch);
      return null;
    }
    const send = async (entry: OutboxEntry) => {
      if (entry.kind === 'undo') {
        // NOTE: the API undoes today's last check-in only, so an undo kept past its day would
        // take back the wrong day's.
        if (entry.date !== personDay(getState().auth.user?.timezone)) {
          throw new ApiError({
            status: 409,
            code: 'DAY_CLOSED',
            serverMessage: OFFLINE_TEXTS.undoDayClosed,
          });
        }
        return habitsApi.undo(entry.habitId, entry.key);
      }
      const body = entry.amount !== undefined ? { amount: entry.amount } : { count: entry.count };
      return habitsApi.complete(entry.habitId, body, entry.key, entry.date);
    };
    const report = await withOutboxLock(() =>
      drainOutbox(async (entry) => {
        const result = await send(entry);
        dispatch(checkInApplied(result));
        dispatch(pointsUpdated(result.points));
      }),
    );
    await readOutbox(dispatch);
    if (report.sent > 0 || report.refused.length > 0) {
      void dispatch(fetchHabits());
      void dispatch(fetchStats());
      void dispatch(fetchBadges());
    }
    return report;
  },
);

/** The person has read why the server refused one: it leaves the device. */
export const dismissRefusal = createOfflineThunk(
  'offline/dismissRefusal',
  async (key: string, { dispatch }) => {
    await dismissRefused(key);
    await readOutbox(dispatch);
  },
);
