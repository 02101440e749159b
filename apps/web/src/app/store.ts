import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth';
import { gamificationReducer } from '../features/gamification';
import { habitsReducer, offlineReducer } from '../features/habits';

// The three state areas of docs/product.md §3.
const rootReducer = combineReducers({
  auth: authReducer,
  habits: habitsReducer,
  gamification: gamificationReducer,
  // What waits on this device while offline (docs/decisions/027-pwa-offline.md).
  offline: offlineReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per app start (and per test). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
