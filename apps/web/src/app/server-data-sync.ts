import { createListenerMiddleware } from '@reduxjs/toolkit';
import { loggedOut } from '../features/auth';
import { isHabitDataChange } from '../features/habits';
import { serverApi } from '../lib/server-api';

/**
 * Keeps the server-state cache (lib/server-api.ts) true to what happened elsewhere in the store,
 * so no feature imports another to tell it (docs/decisions/044-one-way-to-load-server-state.md).
 */
export const serverDataSync = createListenerMiddleware();

// A sign-out forgets every cached answer, so the next person never sees the last one's.
serverDataSync.startListening({
  actionCreator: loggedOut,
  effect: (_, { dispatch }) => {
    dispatch(serverApi.util.resetApiState());
  },
});

// After a check-in, an undo or an edit the Premium figures and goals are asked for again (at
// once when a tab shows them, else when one next does), and so is the habit list a form offers.
serverDataSync.startListening({
  matcher: isHabitDataChange,
  effect: (_, { dispatch }) => {
    dispatch(serverApi.util.invalidateTags(['Analytics', 'Coaching', 'Goal', 'Habit']));
  },
});
