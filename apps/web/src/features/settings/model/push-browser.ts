/*
 * This browser's side of web push (docs/decisions/029-web-push.md). Only the registration the
 * app's service worker made is used (src/pwa/service-worker.ts registers it); nothing here
 * registers or changes the worker.
 */

export type PushPermission = 'unsupported' | NotificationPermission;

/** Whether this browser can take web push at all, and what the person allowed so far. */
export function pushPermission(): PushPermission {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof PushManager === 'undefined' ||
    typeof Notification === 'undefined'
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** This browser's subscription, if it has one; never waits for a worker that is not there. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The worker may still be installing on a first visit: wait for it, but not for ever. */
const READY_TIMEOUT_MS = 10_000;

export class WorkerNotReadyError extends Error {
  override readonly name = 'WorkerNotReadyError';
}

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkerNotReadyError()), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** base64url (the VAPID public key) to the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Subscribes this browser with the server's key (the same subscription again if it has one). */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await readyRegistration();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
}
