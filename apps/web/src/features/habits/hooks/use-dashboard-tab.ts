import { useSearchParams } from 'react-router';
import { isDashboardTab, type DashboardTab } from '../model/dashboard-tabs';

const PARAM = 'tab';

/** The open tab lives in the URL (`?tab=habits`) so a reload or a shared link keeps it. */
export function useDashboardTab(): [DashboardTab, (tab: DashboardTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const tab = isDashboardTab(raw) ? raw : 'overview';

  const select = (next: DashboardTab) => {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'overview') updated.delete(PARAM);
        else updated.set(PARAM, next);
        return updated;
      },
      { replace: true },
    );
  };
  return [tab, select];
}
