import { APP_TEXTS } from '../lib/texts';
import { Skeleton } from './skeleton';

/**
 * The dashboard's shape while it is on its way (between signing in and the page's first render,
 * and until the habit list arrives): a busy region that says so once to screen readers.
 */
export function DashboardSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-live="polite"
      className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:py-10"
    >
      <span className="sr-only">{APP_TEXTS.loadingHabits}</span>
      <Skeleton className="h-8 w-1/2" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-48 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
