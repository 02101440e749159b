import type { Analytics } from '@streakwise/shared';
import { Panel } from '../../../components/panel';
import { RateBar } from '../../../components/progress-bar';
import { percent } from '../model/analytics-summary';
import { PREMIUM_TEXTS } from '../premium-texts';
import { ScrollTable, TABLE_CLASSES, TD_CLASSES, TH_CLASSES } from './scroll-table';

/** Habits, check-ins and completion rate per habit category, the rate also drawn as a bar. */
export function CategoryBreakdown({ rows }: { rows: Analytics['categoryBreakdown'] }) {
  return (
    <Panel title={PREMIUM_TEXTS.categoryTitle}>
      <ScrollTable label={PREMIUM_TEXTS.categoryTitle}>
        <table className={TABLE_CLASSES}>
          <thead>
            <tr>
              <th scope="col" className={TH_CLASSES}>
                {PREMIUM_TEXTS.category}
              </th>
              <th scope="col" className={`${TH_CLASSES} text-right`}>
                {PREMIUM_TEXTS.habits}
              </th>
              <th scope="col" className={`${TH_CLASSES} text-right`}>
                {PREMIUM_TEXTS.completions}
              </th>
              <th scope="col" className={TH_CLASSES}>
                {PREMIUM_TEXTS.rate}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category}>
                <th scope="row" className={`${TD_CLASSES} font-medium text-slate-900`}>
                  {row.category}
                </th>
                <td className={`${TD_CLASSES} text-right`}>{row.habitCount}</td>
                <td className={`${TD_CLASSES} text-right`}>{row.completions}</td>
                <td className={TD_CLASSES}>
                  <div className="flex items-center gap-3">
                    <RateBar rate={row.completionRate} className="h-2 w-24" />
                    <span className="w-10 font-semibold text-slate-900">
                      {percent(row.completionRate)}%
                    </span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </Panel>
  );
}
