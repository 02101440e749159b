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

function StatCard({ label, value, suffix, icon: Icon, tone, stat }: StatCardProps) {
  return (
    <div
      data-stat={stat}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200/80 bg-white p-3 shadow-sm shadow-slate-200/60 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
    >
      <span
        className={`flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-11 sm:rounded-xl ${tone}`}
      >
        <Icon aria-hidden="true" className="size-4 sm:size-5" />
      </span>
      <div className="min-w-0">
        <dt className="text-xs leading-tight font-medium text-slate-600 sm:text-sm">{label}</dt>
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
    </div>
  );
}

/** Total Points, Active Habits and Badges Earned (spec §2). */
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
