import { TOKEN_STORAGE_KEY } from '@streakwise/shared';

// NOTE: localStorage throws when storage is blocked (private modes, strict cookie settings);
// the app then keeps the session in memory only instead of crashing.

export function getStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // The in-memory session still works for this tab.
  }
}

export function clearStoredToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
