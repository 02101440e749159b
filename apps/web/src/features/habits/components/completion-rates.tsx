import type { DueRateTally } from '@streakwise/shared';
import { Panel } from '../../../components/panel';
import { ProgressBar } from '../../../components/progress-bar';
import { Skeleton } from '../../../components/skeleton';
import { selectHabitsState, useDashboardSelector } from '../habits-hooks';
import { useToday } from '../hooks/use-today';
import { periodRates, usableZone } from '../model/completion-rates';

export const COMPLETION_RATE_TEXTS = {
  title: 'Completion rate',
  subtitle: 'Due habit-days done, each habit counted from the day you added it',
  thisWeek: 'This week',
  thisMonth: 'This month',
  habitDays: (completed: number, possible: number) =>
    `${completed} of ${possible} habit-${possible === 1 ? 'day' : 'days'}`,
  /** Protected days are left out of the rate: they neither help nor hurt it (decision 017). */
  protectedDays: (count: number) => `${count} protected left out`,
  nothingYet: 'No habit-days yet',
  barLabel: (period: string) => `${period}: completion rate`,
} as const;

function Rate({ label, tally }: { label: string; tally: DueRateTally | null }) {
  const T = COMPLETION_RATE_TEXTS;
  return (
    <div className="min-w-0 space-y-2" data-rate={label}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
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
  return (
    <Panel title={COMPLETION_RATE_TEXTS.title} subtitle={COMPLETION_RATE_TEXTS.subtitle}>
      <dl className="grid grid-cols-2 gap-5">
        <Rate label={COMPLETION_RATE_TEXTS.thisWeek} tally={rates?.week ?? null} />
        <Rate label={COMPLETION_RATE_TEXTS.thisMonth} tally={rates?.month ?? null} />
      </dl>
    </Panel>
  );
}
