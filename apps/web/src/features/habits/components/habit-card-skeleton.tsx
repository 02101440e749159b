import { CardSkeleton } from '../../../components/card-skeleton';
import { Skeleton } from '../../../components/skeleton';

export function HabitCardSkeleton() {
  return (
    <CardSkeleton>
      <Skeleton className="mt-5 h-3 w-1/2" />
      <Skeleton className="mt-5 h-2.5 w-full" />
    </CardSkeleton>
  );
}
