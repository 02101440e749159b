import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@streakwise/shared';

// NOTE: localStorage throws when storage is blocked (private modes, strict cookie settings);
// the app then keeps the session in memory only instead of crashing.

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The in-memory session still works for this tab.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function getStoredToken(): string | null {
  return read(TOKEN_STORAGE_KEY);
}

export function storeToken(token: string): void {
  write(TOKEN_STORAGE_KEY, token);
}

/** The session's refresh credential: traded for a new pair by the api client. */
export function getStoredRefreshToken(): string | null {
  return read(REFRESH_TOKEN_STORAGE_KEY);
}

/**
 * A sign-in, a refresh or a password change: both halves of the pair. The token goes first, so a
 * tab that sees the new refresh credential also finds the token that came with it.
 */
export function storeSession(pair: { token: string; refreshToken?: string }): void {
  write(TOKEN_STORAGE_KEY, pair.token);
  // A reply without one (a server from before sessions, mid-deploy) must not leave the old one.
  if (pair.refreshToken) write(REFRESH_TOKEN_STORAGE_KEY, pair.refreshToken);
  else remove(REFRESH_TOKEN_STORAGE_KEY);
}

/** Forgets a refresh credential the server refused, keeping the token for its last calls. */
export function clearStoredRefreshToken(): void {
  remove(REFRESH_TOKEN_STORAGE_KEY);
}

/** The session is over in this browser: the token and the refresh credential go together. */
export function clearStoredToken(): void {
  remove(TOKEN_STORAGE_KEY);
  remove(REFRESH_TOKEN_STORAGE_KEY);
}
