/** docs/product.md §3 "Entities" (stored locally): per user, that the expiry notice was shown. */
export const expiryNoticeKey = (userId: string) => `expiryNoticeShown:${userId}`;

// NOTE: the value is the expiry it was shown for, so a later, second expiry is announced too.
// Storage may be blocked (private modes); the notice then shows again next visit, harmlessly.

export function wasExpiryNoticeShown(userId: string, expiredAt: string): boolean {
  try {
    return window.localStorage.getItem(expiryNoticeKey(userId)) === expiredAt;
  } catch {
    return false;
  }
}

export function rememberExpiryNotice(userId: string, expiredAt: string): void {
  try {
    window.localStorage.setItem(expiryNoticeKey(userId), expiredAt);
  } catch {
    // Not remembered; harmless.
  }
}
