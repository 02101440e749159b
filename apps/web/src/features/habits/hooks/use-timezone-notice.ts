import { TOAST_MS } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { updateTimezone } from '../../auth';
import { fetchStats } from '../../gamification';
import { useDashboardDispatch, useDashboardSelector } from '../habits-hooks';
import { fetchHabits } from '../habits-thunks';

const STORAGE_KEY = 'timezoneNoticeDismissed';

/** The travel prompt's wording (a candidate for habits-texts.ts, with the dashboard's words). */
export const TIMEZONE_TEXTS = {
  title: 'You’re in a different time zone',
  body: (stored: string, browser: string) =>
    `Your days, streaks and reminders follow ${stored}, but this device is set to ${browser}. If you are travelling, switch so today starts and ends where you are.`,
  switchTo: (zone: string) => `Switch to ${zone}`,
  keep: (zone: string) => `Keep ${zone}`,
  switched: (zone: string) => `Your days now follow ${zone}`,
} as const;

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

// NOTE: storage may be blocked (private modes); the notice then simply shows again next visit.
function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function rememberDismissed(pair: string): void {
  try {
    const list = [...new Set([...readDismissed(), pair])];
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Not remembered; harmless.
  }
}

/**
 * The account counts days in its stored zone; when the browser sits in another one (a trip),
 * offer to switch. "Keep" is remembered for that pair of zones only, so the next trip asks again.
 * Switching reloads the habits and stats, whose "today" follows the new zone.
 */
export function useTimezoneNotice() {
  const dispatch = useDashboardDispatch();
  const stored = useDashboardSelector((state) => state.auth.user?.timezone ?? null);
  const browser = browserTimeZone();
  const pair = `${stored ?? ''}|${browser ?? ''}`;
  const [dismissedPairs, setDismissedPairs] = useState(readDismissed);
  const [isSwitching, setIsSwitching] = useState(false);

  const visible =
    stored !== null && browser !== null && stored !== browser && !dismissedPairs.includes(pair);

  const keep = () => {
    rememberDismissed(pair);
    setDismissedPairs((list) => [...list, pair]);
  };

  const switchZone = async () => {
    if (!browser) return;
    setIsSwitching(true);
    const action = await dispatch(updateTimezone(browser));
    setIsSwitching(false);
    if (updateTimezone.fulfilled.match(action)) {
      void dispatch(fetchHabits());
      void dispatch(fetchStats());
      toast.success(TIMEZONE_TEXTS.switched(browser), { duration: TOAST_MS });
    } else if (action.payload) {
      toast.error(action.payload.message);
    }
  };

  return {
    visible,
    stored: stored ?? '',
    browser: browser ?? '',
    isSwitching,
    keep,
    switchZone: () => void switchZone(),
  };
}
