import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../../auth';
import type { OutboxEntry, RefusedEntry } from './offline-db';
import { snapshotRestored } from './offline-actions';

export interface OfflineState {
  /** The browser says there is no network. */
  isOffline: boolean;
  /** The screen shows the last list seen online, not the server's current one. */
  fromSnapshot: boolean;
  /** Check-ins and undos waiting on this device. */
  queued: OutboxEntry[];
  /** Those the server refused, with its reason, until the person dismisses them. */
  refused: RefusedEntry[];
}

const initialState = (): OfflineState => ({
  isOffline: typeof navigator !== 'undefined' && !navigator.onLine,
  fromSnapshot: false,
  queued: [],
  refused: [],
});

const offlineSlice = createSlice({
  name: 'offline',
  initialState,
  reducers: {
    networkChanged: (state, action: PayloadAction<boolean>) => {
      state.isOffline = !action.payload;
    },
    outboxRead: (state, action: PayloadAction<Pick<OfflineState, 'queued' | 'refused'>>) => {
      state.queued = action.payload.queued;
      state.refused = action.payload.refused;
    },
    serverReached: (state) => {
      state.fromSnapshot = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => ({ ...initialState(), isOffline: false }))
      .addCase(snapshotRestored, (state) => {
        state.fromSnapshot = true;
      });
  },
});

export const { networkChanged, outboxRead, serverReached } = offlineSlice.actions;
export const offlineReducer = offlineSlice.reducer;

export interface OfflineRootState {
  offline: OfflineState;
}
