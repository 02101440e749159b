/**
 * Registers the service worker Workbox builds (apps/web/vite.config.ts) once the app is idle, and
 * tells the page when a new version waits: the person chooses when to reload, and a waiting
 * version takes over by itself once every tab of the old one is closed
 * (docs/decisions/027-pwa-offline.md).
 */

/** How often an open app asks the server for a new service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let applyWaiting: (() => void) | null = null;
const listeners = new Set<() => void>();
let started = false;

function announce(apply: () => void): void {
  applyWaiting = apply;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: called when a new version starts or stops waiting. */
export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new version is installed and waits for the person's go-ahead. */
export function isUpdateWaiting(): boolean {
  return applyWaiting !== null;
}

/** Hands control to the waiting version; the page reloads once it is in charge. */
export function applyUpdate(): void {
  applyWaiting?.();
}

/** Registers sw.js at scope / and listens for a new version (exported for its tests). */
export async function registerServiceWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    announce(() => {
      // NOTE: reload only once the new worker controls the page, or the old one serves it.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  const registration = await wb.register();
  if (registration) {
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  }
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 10_000 });
  } else {
    setTimeout(run, 2_000);
  }
}

/**
 * After the page has loaded and gone idle, so the precache never competes with the first screen.
 * Not in development (Vite serves no sw.js) nor where service workers are missing.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (started || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  started = true;
  const start = () => whenIdle(() => void registerServiceWorker().catch(() => undefined));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
