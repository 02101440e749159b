import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

/**
 * A card's shape while it loads: an icon and two lines of title, then `children` (the card's
 * own lines), then its button.
 */
export function CardSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      </div>
      {children}
      <Skeleton className="mt-5 h-10 w-full" />
    </div>
  );
}
