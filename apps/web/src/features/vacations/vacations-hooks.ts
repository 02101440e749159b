import { useSelector } from 'react-redux';
import type { AuthRootState } from '../auth';
import { todayIn } from './model/vacation-list';

// NOTE: typed against the session only, never the app store (imports run shared -> features -> app).
export const useVacationsSelector = useSelector.withTypes<AuthRootState>();

/** Today in the account's zone: the first day a vacation may start on. */
export function useAccountToday() {
  const timeZone = useVacationsSelector((state) => state.auth.user?.timezone);
  return todayIn(timeZone);
}
