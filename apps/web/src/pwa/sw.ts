import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { offlineDb } from '../features/habits/offline/offline-db';
import {
  checkInFromNotification,
  dataOf,
  DONE_ACTION,
  notificationFor,
  openFromNotification,
  type ClientsLike,
  type ShowOptions,
} from './notifications';

/*
 * The service worker, built by vite-plugin-pwa's injectManifest into /sw.js
 * (apps/web/vite.config.ts). The caching is decision 027's, as the generated worker had it; the
 * push and notification handlers are decision 030's, their logic in notifications.ts.
 */

// NOTE: the web app compiles with the DOM library, not WebWorker's (the two cannot be mixed), so
// the little of the worker's own API used here is declared by hand.
interface ExtendableEventLike extends Event {
  waitUntil: (promise: Promise<unknown>) => void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json: () => unknown } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  action: string;
  notification: Notification;
}
interface WorkerScope {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  registration: ServiceWorkerRegistration;
  clients: ClientsLike;
  skipWaiting: () => Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (e: NotificationEventLike) => void): void;
}
declare const self: WorkerScope;

// The waiting version takes over when the app says so (workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Page loads go to the network; only when it fails does the cached index.html answer. The API is
// never cached.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }),
  'GET',
);

/** Keeps the worker alive for `work`; an event dispatched by script cannot be, and runs anyway. */
function extend(event: ExtendableEventLike, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // NOTE: untrusted events (DevTools, tests) throw InvalidStateError here.
  }
}

const show = (title: string, options: ShowOptions) =>
  self.registration.showNotification(title, options);

self.addEventListener('push', (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    payload = undefined;
  }
  const { title, options } = notificationFor(payload, () => crypto.randomUUID());
  extend(event, show(title, options));
});

self.addEventListener('notificationclick', (event) => {
  const { notification } = event;
  const data = dataOf(notification);
  notification.close();
  if (event.action === DONE_ACTION && data.done) {
    const work = checkInFromNotification(data.done, {
      fetch: (url, init) => fetch(url, init),
      enqueue: async (entry) => void (await (await offlineDb()).add('outbox', entry)),
      show,
    });
    extend(event, work);
    return;
  }
  extend(event, openFromNotification(data.url, self.clients));
});
