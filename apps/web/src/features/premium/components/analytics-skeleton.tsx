import { Skeleton } from '../../../components/skeleton';
import { PREMIUM_TEXTS } from '../premium-texts';
import { LoadingRegion } from './loading-region';

export function AnalyticsSkeleton() {
  return (
    <LoadingRegion label={PREMIUM_TEXTS.loadingAnalytics}>
      <div className="space-y-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-2xl" />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-80 rounded-2xl" />
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      </div>
    </LoadingRegion>
  );
}
