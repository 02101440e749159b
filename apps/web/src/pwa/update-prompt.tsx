import { useEffect, useSyncExternalStore } from 'react';
import {
  applyUpdate,
  isUpdateWaiting,
  registerServiceWorkerWhenIdle,
  subscribeToUpdate,
} from './service-worker';

export const UPDATE_TEXTS = {
  ready: 'A new version of Streakwise is ready.',
  reload: 'Reload',
} as const;

/** Starts the service worker and offers the reload when a new version of the app waits. */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  useEffect(registerServiceWorkerWhenIdle, []);
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-xl border border-indigo-200 bg-white p-4 text-sm text-slate-800 shadow-lg"
    >
      <span>{UPDATE_TEXTS.ready}</span>
      <button
        type="button"
        onClick={applyUpdate}
        className="rounded-lg bg-indigo-600 px-3 py-1.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {UPDATE_TEXTS.reload}
      </button>
    </div>
  );
}
