import { combineReducers, configureStore, isPlain } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth';
import { gamificationReducer } from '../features/gamification';
import { habitsReducer, offlineReducer } from '../features/habits';
import { isApiError } from '../lib/api-error';
import { serverApi } from '../lib/server-api';
import { serverDataSync } from './server-data-sync';

// The three state areas of docs/product.md §3.
const rootReducer = combineReducers({
  auth: authReducer,
  habits: habitsReducer,
  gamification: gamificationReducer,
  // What waits on this device while offline (docs/decisions/027-pwa-offline.md).
  offline: offlineReducer,
  // The answers of the server API, cached (docs/decisions/044-one-way-to-load-server-state.md).
  [serverApi.reducerPath]: serverApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per app start (and per test). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // A failed call is kept as its ApiError (lib/api-error.ts), which screens read as such.
        serializableCheck: {
          isSerializable: (value: unknown) => isPlain(value) || isApiError(value),
        },
      })
        .prepend(serverDataSync.middleware)
        .concat(serverApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
