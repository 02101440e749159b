import { useCallback, useEffect } from 'react';
import { fetchBadges, fetchStats } from '../../gamification';
import { useDashboardDispatch } from '../habits-hooks';
import { fetchHabits } from '../habits-thunks';

/** Loads habits, stats and badges when the dashboard opens; `reload` is the retry. */
export function useDashboardData() {
  const dispatch = useDashboardDispatch();
  const reload = useCallback(() => {
    void dispatch(fetchHabits());
    void dispatch(fetchStats());
    void dispatch(fetchBadges());
  }, [dispatch]);

  useEffect(reload, [reload]);
  return { reload };
}
