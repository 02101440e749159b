import { addDays, canLogDay, localDay, type Day, type Habit } from '@streakwise/shared';
import { useEffect, useState } from 'react';

/** How often the clock is read again, so the window closes on screen soon after the cut-off. */
const RECHECK_MS = 15_000;

/**
 * Yesterday, while the habit can still be checked in for it (`canLogDay`: until 10:00 local time,
 * and only for a habit that existed yesterday, as the server rules), else null.
 */
export function useYesterdayWindow(habit: Habit, timeZone: string): Day | null {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const yesterday = addDays(habit.today.date, -1);
  // NOTE: the server's own record is the habit's local creation day; its instant in the account's
  // zone gives the same day unless the zone has changed since.
  if (localDay(new Date(habit.createdAt), timeZone) > yesterday) return null;
  return canLogDay(yesterday, now, timeZone) === 'yesterday' ? yesterday : null;
}
