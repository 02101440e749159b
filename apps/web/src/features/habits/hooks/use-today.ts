import { localDay, type Day } from '@streakwise/shared';
import { selectHabits, useDashboardSelector } from '../habits-hooks';

function dayIn(timeZone: string | undefined): Day {
  try {
    return localDay(new Date(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    // An unknown zone name: the browser's own day is the best guess.
    return localDay(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
}

/** Today in the account's zone: the server's word when a habit carries it, else computed. */
export function useToday(): Day {
  const habits = useDashboardSelector(selectHabits);
  const timeZone = useDashboardSelector((state) => state.auth.user?.timezone);
  return habits[0]?.today.date ?? dayIn(timeZone);
}
