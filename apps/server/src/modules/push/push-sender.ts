import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import type { PushConfig } from '../../push-config.js';
import { guardedLookup, literalAllowed, PrivateAddressError } from './endpoint-guard.js';

/** The error name of a device whose keys cannot be encrypted for. */
export const INVALID_KEYS = 'InvalidKeys';

/** How long one push may take; a push service that hangs is retried later. */
const SEND_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service's status, or the name of what stopped the request before one came. */
export type SendResult = { status: number } | { error: string };

/**
 * Encrypts `payload` for the device (RFC 8291, aes128gcm) and signs the request with VAPID
 * (RFC 8292) through web-push's generateRequestDetails, then sends it with node:http(s) and the
 * guarded lookup, so the address is checked for this very connection (endpoint-guard.ts).
 */
export async function sendPush(
  push: PushConfig,
  target: PushTarget,
  payload: string,
  ttl: number,
): Promise<SendResult> {
  const url = new URL(target.endpoint);
  const allowPrivate = push.allowPrivateEndpoints;
  const schemeAllowed = url.protocol === 'https:' || (allowPrivate && url.protocol === 'http:');
  if (!schemeAllowed || !literalAllowed(url, allowPrivate)) {
    return { error: new PrivateAddressError().name };
  }
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { TTL: ttl, contentEncoding: 'aes128gcm', vapidDetails: push.vapid },
    );
  } catch {
    // Keys the encryption cannot use (not a P-256 point): no retry can send it.
    return { error: INVALID_KEYS };
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    const req = send(
      url,
      {
        method: details.method,
        headers: details.headers,
        lookup: guardedLookup(allowPrivate),
        timeout: SEND_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', (err) => resolve({ error: err.name }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ error: err.name }));
    req.end(details.body);
  });
}
