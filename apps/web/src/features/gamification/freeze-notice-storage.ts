import type { FreezeUse } from '@streakwise/shared';

/** localStorage: the freeze uses whose notice the person dismissed, as `habitId|date` keys. */
export const FREEZE_NOTICE_STORAGE_KEY = 'freezeNoticesDismissed';

export const freezeUseKey = (use: Pick<FreezeUse, 'habitId' | 'date'>) =>
  `${use.habitId}|${use.date}`;

// NOTE: storage may be blocked (private modes); a notice then shows again next visit, harmlessly.

export function readDismissedFreezeNotices(): string[] {
  try {
    const parsed: unknown = JSON.parse(
      window.localStorage.getItem(FREEZE_NOTICE_STORAGE_KEY) ?? '[]',
    );
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Remembers a dismissed use. Only keys of uses the server still lists are kept: it lists the
 * last 14 days (freezesSchema in packages/shared), so the list stays a handful of entries.
 */
export function rememberDismissedFreezeNotice(key: string, listed: readonly string[]): void {
  try {
    const still = new Set(listed);
    const kept = readDismissedFreezeNotices().filter((item) => still.has(item));
    window.localStorage.setItem(
      FREEZE_NOTICE_STORAGE_KEY,
      JSON.stringify([...new Set([...kept, key])]),
    );
  } catch {
    // Not remembered; harmless.
  }
}
