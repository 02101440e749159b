import {
  dueHabitDays,
  FIGURE_NAMES,
  figurePeriod,
  monthStart,
  protectedLeftOut,
  weekStart,
  type Day,
  type DueRateTally,
} from '@streakwise/shared';
import { Panel } from '../../../components/panel';
import { ProgressBar } from '../../../components/progress-bar';
import { Skeleton } from '../../../components/skeleton';
import { selectHabitsState, useDashboardSelector } from '../habits-hooks';
import { useToday } from '../hooks/use-today';
import { periodRates, usableZone } from '../model/completion-rates';

/** The figure's name, period and what it leaves out (docs/decisions/040-one-rule-per-figure.md). */
export const COMPLETION_RATE_TEXTS = {
  title: FIGURE_NAMES.completionRate,
  subtitle: 'Kept due habit-days ÷ due habit-days, each habit counted from the day you added it',
  thisWeek: 'This week',
  thisMonth: 'This month',
  /** "This week (Mon 30 Nov – today)" */
  period: (name: string, from: Day, today: Day) => `${name} (${figurePeriod(from, today, today)})`,
  habitDays: dueHabitDays,
  /** Protected days are left out of the rate: they neither help nor hurt it (decision 017). */
  protectedDays: protectedLeftOut,
  nothingYet: 'No habit-days yet',
  barLabel: (period: string) => `${period}: completion rate`,
} as const;

function Rate({
  label,
  period,
  tally,
}: {
  label: string;
  period: string;
  tally: DueRateTally | null;
}) {
  const T = COMPLETION_RATE_TEXTS;
  return (
    <div className="min-w-0 space-y-2" data-rate={label}>
      <dt className="text-sm font-medium text-slate-600">{period}</dt>
      <dd className="space-y-2">
        {tally === null ? (
          <Skeleton className="h-8 w-20" />
        ) : (
          <>
            <span className="block text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
              {tally.possible === 0 ? '–' : `${Math.round(tally.rate)}%`}
            </span>
            <span className="block text-xs text-slate-500">
              {tally.possible === 0 ? T.nothingYet : T.habitDays(tally.completed, tally.possible)}
            </span>
            {tally.protected > 0 && (
              <span className="block text-xs text-slate-500">
                {T.protectedDays(tally.protected)}
              </span>
            )}
            {tally.possible > 0 && (
              <ProgressBar
                value={tally.completed}
                max={tally.possible}
                label={T.barLabel(label)}
                size="sm"
              />
            )}
          </>
        )}
      </dd>
    </div>
  );
}

/** This week's and this month's completion rate, for every plan. */
export function CompletionRates() {
  const { items, status } = useDashboardSelector(selectHabitsState);
  const zone = usableZone(useDashboardSelector((state) => state.auth.user?.timezone));
  const today = useToday();
  const rates = status === 'succeeded' ? periodRates(items, today, zone) : null;
  const T = COMPLETION_RATE_TEXTS;
  return (
    <Panel title={T.title} subtitle={T.subtitle}>
      <dl className="grid grid-cols-2 gap-5">
        <Rate
          label={T.thisWeek}
          period={T.period(T.thisWeek, weekStart(today), today)}
          tally={rates?.week ?? null}
        />
        <Rate
          label={T.thisMonth}
          period={T.period(T.thisMonth, monthStart(today), today)}
          tally={rates?.month ?? null}
        />
      </dl>
    </Panel>
  );
}
