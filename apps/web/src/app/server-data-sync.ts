import { createListenerMiddleware } from '@reduxjs/toolkit';
import { loggedOut } from '../features/auth';
import { serverApi } from '../lib/server-api';

/**
 * Keeps the server-state cache (lib/server-api.ts) true to what happened elsewhere in the store:
 * a sign-out forgets every cached answer, so the next person never sees the last one's.
 */
export const serverDataSync = createListenerMiddleware();

serverDataSync.startListening({
  actionCreator: loggedOut,
  effect: (_, { dispatch }) => {
    dispatch(serverApi.util.resetApiState());
  },
});
