import { CardSkeleton } from '../../../components/card-skeleton';
import { Skeleton } from '../../../components/skeleton';

export function SuggestionCardSkeleton() {
  return (
    <CardSkeleton>
      <Skeleton className="mt-4 h-3 w-full" />
      <Skeleton className="mt-2 h-3 w-4/5" />
      <Skeleton className="mt-4 h-16 w-full rounded-xl" />
    </CardSkeleton>
  );
}
