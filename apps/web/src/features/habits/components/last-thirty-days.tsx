import type { PlanType } from '@streakwise/shared';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../components/button-styles';
import { Panel } from '../../../components/panel';
import { ProgressBar } from '../../../components/progress-bar';
import { Skeleton } from '../../../components/skeleton';
import { selectHabitsState, useDashboardSelector } from '../habits-hooks';
import { useToday } from '../hooks/use-today';
import { usableZone } from '../model/completion-rates';
import { thirtyDaySummary, type ThirtyDaySummary } from '../model/thirty-day-summary';
import { HabitRateList } from './habit-rate-list';
import { LAST_THIRTY_DAYS_TEXTS as T } from './last-thirty-days-texts';
import { WeekdayBars } from './weekday-bars';

function SubHeading({ children }: { children: string }) {
  return <h3 className="mb-3 text-sm font-medium text-slate-600">{children}</h3>;
}

function Summary({ summary }: { summary: ThirtyDaySummary }) {
  const { overall } = summary;
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3">
      <div data-rate="overall">
        <SubHeading>{T.overall}</SubHeading>
        <p className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
          {T.percent(overall.rate)}
        </p>
        <p className="mt-1 mb-2 text-xs text-slate-500">
          {T.habitDays(overall.completed, overall.possible)}
          {overall.protected > 0 && ` · ${T.protectedDays(overall.protected)}`}
        </p>
        <ProgressBar
          value={overall.completed}
          max={overall.possible}
          label={`${T.title}: ${T.overall}`}
          size="sm"
        />
      </div>
      <div>
        <SubHeading>{T.byWeekday}</SubHeading>
        <WeekdayBars weekdays={summary.weekdays} />
      </div>
      <div>
        <SubHeading>{T.byHabit}</SubHeading>
        <HabitRateList habits={summary.habits} />
      </div>
    </div>
  );
}

/** Pro's basic analytics dashboard, computed in the browser from the habits list. */
function LastThirtyDaysPanel() {
  const { items, status } = useDashboardSelector(selectHabitsState);
  const zone = usableZone(useDashboardSelector((state) => state.auth.user?.timezone));
  const today = useToday();
  const summary = status === 'succeeded' ? thirtyDaySummary(items, today, zone) : null;
  return (
    <Panel title={T.title} subtitle={T.subtitle}>
      {summary === null ? (
        <Skeleton className="h-24 w-full" />
      ) : summary.habits.length === 0 ? (
        <p className="text-sm text-slate-600">{T.empty}</p>
      ) : (
        <Summary summary={summary} />
      )}
    </Panel>
  );
}

/** One line for Free: what Pro adds here, and where to get it. */
function LastThirtyDaysTeaser() {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-indigo-100 bg-indigo-50/60 p-3 text-sm text-indigo-900">
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
      <span>
        {T.teaser}{' '}
        <Link to="/pro" className={textLinkClasses}>
          {T.teaserLink}
        </Link>
      </span>
    </p>
  );
}

/** The Overview's "Last 30 days": the panel on Pro and Premium, a teaser on Free. */
export function LastThirtyDays({ plan }: { plan: PlanType }) {
  return plan === 'free' ? <LastThirtyDaysTeaser /> : <LastThirtyDaysPanel />;
}
