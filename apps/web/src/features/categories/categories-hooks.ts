import { useSelector } from 'react-redux';
import type { DashboardRootState } from '../habits';

// NOTE: typed against the parts of the state this feature reads (the plan, and the habits already
// loaded for the delete warning), never the app store itself.
export const useCategoriesSelector = useSelector.withTypes<DashboardRootState>();

/** Habits already in the store (active, plus archived when that list was opened); null if none. */
export const selectKnownHabits = (state: DashboardRootState) => {
  const { items, status, archived } = state.habits;
  if (status !== 'succeeded') return null;
  return archived.status === 'succeeded' ? [...items, ...archived.items] : items;
};
