import type { Analytics } from '@streakwise/shared';
import { Suspense } from 'react';
import { mondayFirst, percent, weekdayExtremes } from '../model/analytics-summary';
import { PREMIUM_TEXTS } from '../premium-texts';
import { ChartFigure, ChartSkeleton } from './chart-figure';
import { WeekdayChart } from './lazy-charts';
import { RateTable } from './rate-table';

function summaryOf(weekdays: Analytics['weekdays']): string {
  const found = weekdayExtremes(weekdays);
  if (!found) return PREMIUM_TEXTS.trendEmpty;
  return PREMIUM_TEXTS.weekdaySummary(
    found.best.label,
    percent(found.best.rate),
    found.worst.label,
    percent(found.worst.rate),
  );
}

/** The completion rate of each day of the week, as a bar chart and as text. */
export function WeekdayBreakdown({ weekdays }: { weekdays: Analytics['weekdays'] }) {
  return (
    <ChartFigure
      title={PREMIUM_TEXTS.weekdayTitle}
      summary={summaryOf(weekdays)}
      tableLabel={PREMIUM_TEXTS.showNumbers}
      chart={
        <Suspense fallback={<ChartSkeleton />}>
          <WeekdayChart weekdays={weekdays} />
        </Suspense>
      }
      table={
        <RateTable
          label={PREMIUM_TEXTS.weekdayTitle}
          heading={PREMIUM_TEXTS.weekday}
          rows={mondayFirst(weekdays).map((point) => ({ ...point, key: String(point.weekday) }))}
        />
      }
    />
  );
}
