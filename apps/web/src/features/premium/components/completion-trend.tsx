import type { Analytics } from '@streakwise/shared';
import { Suspense } from 'react';
import { formatDay } from '../../../lib/day-format';
import { dailyExtremes, percent } from '../model/analytics-summary';
import { PREMIUM_TEXTS } from '../premium-texts';
import { ChartFigure, ChartSkeleton } from './chart-figure';
import { CompletionTrendChart } from './lazy-charts';
import { ScrollTable, TABLE_CLASSES, TD_CLASSES, TH_CLASSES } from './scroll-table';

const longDay = (day: string) =>
  formatDay(day, { weekday: 'short', day: 'numeric', month: 'short' });

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
  // The column appears only when the period has a protected day, as it did before schedules.
  const showProtected = analytics.daily.some((point) => (point.protected ?? 0) > 0);
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
        <ScrollTable label={PREMIUM_TEXTS.trendTitle} tall>
          <table className={TABLE_CLASSES}>
            <thead>
              <tr>
                <th scope="col" className={TH_CLASSES}>
                  {PREMIUM_TEXTS.date}
                </th>
                <th scope="col" className={TH_CLASSES}>
                  {PREMIUM_TEXTS.completedOfPossible}
                </th>
                {showProtected && (
                  <th scope="col" className={TH_CLASSES}>
                    {PREMIUM_TEXTS.protectedColumn}
                  </th>
                )}
                <th scope="col" className={TH_CLASSES}>
                  {PREMIUM_TEXTS.rate}
                </th>
              </tr>
            </thead>
            <tbody>
              {analytics.daily.map((point) => (
                <tr key={point.date}>
                  <th scope="row" className={`${TD_CLASSES} font-medium`}>
                    {longDay(point.date)}
                  </th>
                  <td className={TD_CLASSES}>
                    {PREMIUM_TEXTS.ofPossible(point.completed, point.possible)}
                  </td>
                  {showProtected && <td className={TD_CLASSES}>{point.protected ?? 0}</td>}
                  <td className={TD_CLASSES}>
                    {PREMIUM_TEXTS.tableRate(point.possible === 0 ? null : percent(point.rate))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      }
    />
  );
}
