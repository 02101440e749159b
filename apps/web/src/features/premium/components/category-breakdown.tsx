import type { Analytics } from '@streakwise/shared';
import { Panel } from '../../../components/panel';
import { RateBar } from '../../../components/progress-bar';
import { percent } from '../model/analytics-summary';
import { PREMIUM_TEXTS } from '../premium-texts';
import { ColumnHeads, ScrollTable, TABLE_CLASSES, TD_CLASSES } from './scroll-table';

/** Habits, check-ins and completion rate per habit category, the rate also drawn as a bar. */
export function CategoryBreakdown({ rows }: { rows: Analytics['categoryBreakdown'] }) {
  return (
    <Panel title={PREMIUM_TEXTS.categoryTitle}>
      <ScrollTable label={PREMIUM_TEXTS.categoryTitle}>
        <table className={TABLE_CLASSES}>
          <ColumnHeads
            columns={[
              { label: PREMIUM_TEXTS.category },
              { label: PREMIUM_TEXTS.habits, right: true },
              { label: PREMIUM_TEXTS.completions, right: true },
              { label: PREMIUM_TEXTS.rate },
            ]}
          />
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
