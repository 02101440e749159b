import type { Analytics } from '@streakwise/shared';
import { Suspense } from 'react';
import { formatDay, SHORT_DAY } from '../../../lib/day-format';
import { dailyExtremes, percent } from '../model/analytics-summary';
import { PREMIUM_TEXTS } from '../premium-texts';
import { ChartFigure, ChartSkeleton } from './chart-figure';
import { CompletionTrendChart } from './lazy-charts';
import { RateTable } from './rate-table';

const longDay = (day: string) => formatDay(day, SHORT_DAY);

function summaryOf(analytics: Analytics): string {
  const found = dailyExtremes(analytics.daily);
  const overall = percent(analytics.overview.completionRate);
  if (!found) return PREMIUM_TEXTS.trendEmpty;
  return PREMIUM_TEXTS.trendSummary(
    analytics.daily.length,
    overall,
    longDay(found.best.date),
    percent(found.best.rate),
    longDay(found.worst.date),
    percent(found.worst.rate),
  );
}

/** The daily completion rate over the period, as an area chart and as text. */
export function CompletionTrend({ analytics }: { analytics: Analytics }) {
  return (
    <ChartFigure
      title={PREMIUM_TEXTS.trendTitle}
      summary={summaryOf(analytics)}
      tableLabel={PREMIUM_TEXTS.showNumbers}
      chart={
        <Suspense fallback={<ChartSkeleton />}>
          <CompletionTrendChart daily={analytics.daily} />
        </Suspense>
      }
      table={
        <RateTable
          label={PREMIUM_TEXTS.trendTitle}
          heading={PREMIUM_TEXTS.date}
          rows={analytics.daily.map((point) => ({
            ...point,
            key: point.date,
            label: longDay(point.date),
          }))}
          tall
        />
      }
    />
  );
}
