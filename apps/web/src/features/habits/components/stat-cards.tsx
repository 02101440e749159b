import { Award, ListChecks, Star, type LucideIcon } from 'lucide-react';
import { Skeleton } from '../../../components/skeleton';
import { BADGE_COUNT, selectEarnedBadgeCount, selectGamification } from '../../gamification';
import { selectHabitsState, useDashboardSelector } from '../habits-hooks';
import { DASHBOARD_SPEC_TEXTS } from '../habits-texts';

interface StatCardProps {
  label: string;
  value: number | null;
  suffix?: string;
  icon: LucideIcon;
  tone: string;
  stat: string;
}

/**
 * One term/value pair of the stats list. The dt and dd are direct children of the card's div (the
 * only wrapper a dl allows), so the icon sits inside the dt and is positioned beside the text from
 * the sm breakpoint on.
 */
function StatCard({ label, value, suffix, icon: Icon, tone, stat }: StatCardProps) {
  return (
    <div
      data-stat={stat}
      className="relative flex min-w-0 flex-col rounded-2xl border border-slate-200/80 bg-white p-3 shadow-sm shadow-slate-200/60 sm:justify-center sm:p-5 sm:pl-20"
    >
      <dt className="flex flex-col gap-2 text-xs leading-tight font-medium text-slate-600 sm:block sm:text-sm">
        <span
          aria-hidden="true"
          className={`flex size-8 shrink-0 items-center justify-center rounded-lg sm:absolute sm:top-1/2 sm:left-5 sm:size-11 sm:-translate-y-1/2 sm:rounded-xl ${tone}`}
        >
          <Icon className="size-4 sm:size-5" />
        </span>
        {label}
      </dt>
      <dd className="text-xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-2xl">
        {value === null ? (
          <Skeleton className="mt-1 h-7 w-16" />
        ) : (
          <>
            {value.toLocaleString('en-GB')}
            {suffix && ' '}
            {suffix && (
              <span className="text-xs font-medium text-slate-500 sm:text-sm">{suffix}</span>
            )}
          </>
        )}
      </dd>
    </div>
  );
}

/** Total Points, Active Habits and Badges Earned (docs/product.md §2). */
export function StatCards({ userPoints }: { userPoints: number }) {
  const { points, status, badgesStatus } = useDashboardSelector(selectGamification);
  const habits = useDashboardSelector(selectHabitsState);
  const earned = useDashboardSelector(selectEarnedBadgeCount);
  const statsPending = status === 'idle' || status === 'loading';
  const badgesKnown = status === 'succeeded' || badgesStatus === 'succeeded';
  const habitsKnown = habits.status === 'succeeded';

  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      <StatCard
        stat="points"
        label={DASHBOARD_SPEC_TEXTS.totalPoints}
        value={points ?? (statsPending ? null : userPoints)}
        icon={Star}
        tone="bg-amber-100 text-amber-600"
      />
      <StatCard
        stat="habits"
        label={DASHBOARD_SPEC_TEXTS.activeHabits}
        value={habitsKnown ? habits.items.length : null}
        icon={ListChecks}
        tone="bg-indigo-100 text-indigo-600"
      />
      <StatCard
        stat="badges"
        label={DASHBOARD_SPEC_TEXTS.badgesEarned}
        value={badgesKnown ? earned : null}
        suffix={`of ${BADGE_COUNT}`}
        icon={Award}
        tone="bg-violet-100 text-violet-600"
      />
    </dl>
  );
}
