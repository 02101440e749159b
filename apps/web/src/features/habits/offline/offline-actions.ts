import { createAction } from '@reduxjs/toolkit';
import type { Day, Habit, User } from '@streakwise/shared';

// Actions other slices answer (habits, auth); kept apart from the offline slice so those slices
// import no thunks from here.

/** A check-in kept on this device: shown at once on its habit. */
export const checkInQueued = createAction<{
  habitId: string;
  count: number;
  /** A measure's amount, added instead of `count`. */
  amount?: number;
  date: Day;
}>('offline/checkInQueued');

/** An undo kept on this device (or one that took back a queued check-in). */
export const undoQueued = createAction<{
  habitId: string;
  date: Day;
  /** The amount of a measure's entry taken back on this device, when known. */
  amount?: number | undefined;
}>('offline/undoQueued');

/** The app opened with no server: the last screen seen online stands in for it. */
export const snapshotRestored = createAction<{ user: User; habits: Habit[] }>(
  'offline/snapshotRestored',
);
