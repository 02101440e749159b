import { makeStore, type AppStore } from './store';

let instance: AppStore | null = null;

/** The app's one store, made when the first page that needs it loads. */
export function appStore(): AppStore {
  instance ??= makeStore();
  return instance;
}

/** For tests: the store the app uses next (null: a fresh one on first use). */
export function provideAppStore(store: AppStore | null): void {
  instance = store;
}
