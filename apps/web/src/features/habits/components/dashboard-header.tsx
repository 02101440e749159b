import { Skeleton } from '../../../components/skeleton';
import { formatDay, LONG_DAY } from '../../../lib/day-format';
import { SPEC_TEXTS } from '../../../lib/texts';
import {
  selectCompletedTodayCount,
  selectHabitsState,
  useDashboardSelector,
} from '../habits-hooks';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';
import { useFirstVisit } from '../hooks/use-first-visit';
import { useToday } from '../hooks/use-today';
import { GREETING_TEXTS } from '../model/first-visit';
import { isProtectedToday, isRestDayToday } from '../model/schedule';

export function DashboardHeader({ name }: { name: string }) {
  const { items, status } = useDashboardSelector(selectHabitsState);
  const done = useDashboardSelector(selectCompletedTodayCount);
  const today = useToday();
  const isLoading = status === 'idle' || status === 'loading';
  // A habit resting today (not due, or protected) is not owed today unless it was done anyway.
  const owed = items.filter(
    (habit) => habit.today.isComplete || !(isRestDayToday(habit) || isProtectedToday(habit)),
  ).length;
  const userId = useDashboardSelector((state) => state.auth.user?._id);
  const isFirstVisit = useFirstVisit(userId, {
    loaded: status === 'succeeded',
    count: items.length,
  });

  return (
    <header>
      <p className="text-sm font-semibold text-indigo-600">{formatDay(today, LONG_DAY)}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
        {isFirstVisit ? GREETING_TEXTS.welcomeName(name) : SPEC_TEXTS.welcomeBackName(name)}
      </h1>
      {isLoading ? (
        <Skeleton className="mt-2 h-5 w-64 max-w-full" />
      ) : (
        <p className="mt-1 text-slate-600" aria-live="polite">
          {items.length === 0
            ? HABITS_TEXTS.noHabitsToday
            : owed === 0
              ? HABITS_TEXTS.nothingDueToday
              : `You’ve ${DASHBOARD_SPEC_TEXTS.completedToday(done, owed)}.`}
        </p>
      )}
    </header>
  );
}
