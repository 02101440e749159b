import type { Analytics } from '@streakwise/shared';
import { Suspense } from 'react';
import { mondayFirst, percent, weekdayExtremes } from '../model/analytics-summary';
import { PREMIUM_TEXTS } from '../premium-texts';
import { ChartFigure, ChartSkeleton } from './chart-figure';
import { WeekdayChart } from './lazy-charts';
import { ScrollTable, TABLE_CLASSES, TD_CLASSES, TH_CLASSES } from './scroll-table';

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
  const showProtected = weekdays.some((point) => (point.protected ?? 0) > 0);
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
        <ScrollTable label={PREMIUM_TEXTS.weekdayTitle}>
          <table className={TABLE_CLASSES}>
            <thead>
              <tr>
                <th scope="col" className={TH_CLASSES}>
                  {PREMIUM_TEXTS.weekday}
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
              {mondayFirst(weekdays).map((point) => (
                <tr key={point.weekday}>
                  <th scope="row" className={`${TD_CLASSES} font-medium`}>
                    {point.label}
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
