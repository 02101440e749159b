import { useEffect, useState } from 'react';
import { rememberDashboardSeen, wasDashboardSeen } from '../model/first-visit';

interface HabitsSnapshot {
  loaded: boolean;
  count: number;
}

/**
 * Whether this is the person's first look at the dashboard: never seen here before, and no
 * habits when the list first arrived (someone with habits has been here, on another device).
 * Decided once per visit, so adding the first habit does not turn "Welcome" into "Welcome back".
 */
export function useFirstVisit(userId: string | undefined, habits: HabitsSnapshot): boolean {
  const [seenBefore] = useState(() => userId !== undefined && wasDashboardSeen(userId));
  const [hadHabits, setHadHabits] = useState<boolean | null>(null);
  if (habits.loaded && hadHabits === null) setHadHabits(habits.count > 0);

  useEffect(() => {
    if (habits.loaded && userId) rememberDashboardSeen(userId);
  }, [habits.loaded, userId]);

  // Until the habits arrive, "Welcome" is the safe guess: right for the new, kind to the rest.
  return !seenBefore && hadHabits !== true;
}
