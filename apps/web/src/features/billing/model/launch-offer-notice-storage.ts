/** A per-user memory that the launch-offer notice was shown (like the expiry notice's). */
export const launchOfferNoticeKey = (userId: string) => `launchOfferNoticeShown:${userId}`;

// NOTE: storage may be blocked (private modes); the notice then shows again next visit, harmlessly.

export function wasLaunchOfferNoticeShown(userId: string): boolean {
  try {
    return window.localStorage.getItem(launchOfferNoticeKey(userId)) !== null;
  } catch {
    return false;
  }
}

export function rememberLaunchOfferNotice(userId: string, endsAt: string): void {
  try {
    window.localStorage.setItem(launchOfferNoticeKey(userId), endsAt);
  } catch {
    // Not remembered; harmless.
  }
}

/** An instant as a day and month in the person's zone, e.g. "23 December". */
export function formatDayMonth(instant: string, timeZone?: string): string {
  const date = new Date(instant);
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(date);
  } catch {
    // An unknown zone name: fall back to the browser's own.
    return new Intl.DateTimeFormat('en-GB', options).format(date);
  }
}
