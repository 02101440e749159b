import { API_BASE_PATH } from '@streakwise/shared';
import { readRefreshResponse } from './reply-shapes';
import {
  clearStoredRefreshToken,
  getStoredRefreshToken,
  getStoredToken,
  storeSession,
} from './token-storage';

/** A token older than this is renewed before the next call, long before its 7 days run out. */
export const PROACTIVE_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * `renewed`: a new pair is stored. `refused`: the session is over (the credential is dropped).
 * `unavailable`: no answer, or a 429/5xx: the credential may still be good, so it is kept.
 */
export type RefreshOutcome = 'renewed' | 'refused' | 'unavailable';

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * Trades the stored refresh credential for a new pair. Calls made meanwhile share the one
 * request: the credential rotates on use, so a second request with it would be turned away.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= renew().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Renews the pair first when the stored token was issued more than a day ago. */
export async function refreshIfStale(): Promise<void> {
  const token = getStoredToken();
  if (!token || !getStoredRefreshToken()) return;
  const issuedAt = issuedAtMs(token);
  if (issuedAt !== null && Date.now() - issuedAt > PROACTIVE_REFRESH_AFTER_MS) {
    await refreshSession();
  }
}

async function renew(): Promise<RefreshOutcome> {
  const presented = getStoredRefreshToken();
  if (!presented) return 'refused';
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(`${API_BASE_PATH}/auth/refresh`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: presented }),
    });
    status = response.status;
    body = await response.json().catch(() => undefined);
  } catch {
    return 'unavailable';
  }
  const pair = readRefreshResponse(body);
  if (status === 200 && pair) {
    storeSession(pair);
    return 'renewed';
  }
  if (status !== 401) return 'unavailable';
  // NOTE: another tab may have renewed with the same credential a moment earlier. The server
  // turns the later request away without ending the session, and the pair it gave the first
  // request is already in the shared storage.
  const stored = getStoredRefreshToken();
  if (stored && stored !== presented) return 'renewed';
  clearStoredRefreshToken();
  return 'refused';
}

/** When a JWT was issued, read without verifying it: only the server's check counts. */
function issuedAtMs(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const iat = (claims as { iat?: unknown } | null)?.iat;
    return typeof iat === 'number' ? iat * 1000 : null;
  } catch {
    return null;
  }
}
