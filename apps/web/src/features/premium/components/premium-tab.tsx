import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Skeleton } from '../../../components/skeleton';
import { APP_TEXTS } from '../../../lib/texts';
import { isPremiumTab, type PremiumTabId } from '../premium-types';
import { LoadingRegion } from './loading-region';

// Each tab is its own chunk: the dashboard ships none of them (nor their texts), and Recharts
// comes only with Analytics.
const TABS: Record<PremiumTabId, LazyExoticComponent<ComponentType>> = {
  'ai-suggestions': lazy(() =>
    import('../pages/ai-suggestions-tab').then((module) => ({ default: module.AiSuggestionsTab })),
  ),
  analytics: lazy(() =>
    import('../pages/analytics-tab').then((module) => ({ default: module.AnalyticsTab })),
  ),
  goals: lazy(() => import('../pages/goals-tab').then((module) => ({ default: module.GoalsTab }))),
  export: lazy(() =>
    import('../pages/export-tab').then((module) => ({ default: module.ExportTab })),
  ),
};

function TabSkeleton() {
  return (
    <LoadingRegion label={APP_TEXTS.loading}>
      <div className="space-y-6">
        <Skeleton className="h-8 w-64 max-w-full" />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-56 rounded-2xl" />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}

/** The Premium member's view of a Premium dashboard tab; `tab` is the dashboard's tab id. */
export function PremiumTab({ tab }: { tab: string }) {
  if (!isPremiumTab(tab)) return null;
  const Tab = TABS[tab];
  return (
    <Suspense fallback={<TabSkeleton />}>
      <Tab />
    </Suspense>
  );
}
