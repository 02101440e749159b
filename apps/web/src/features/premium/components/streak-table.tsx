import { STREAK_ANALYSIS_HABITS, type Analytics } from '@streakwise/shared';
import { Panel } from '../../../components/panel';
import { StrengthMeter } from '../../../components/strength-meter';
import { STRENGTH_TEXTS } from '../../../lib/strength-texts';
import { PREMIUM_TEXTS } from '../premium-texts';
import { ColumnHeads, ScrollTable, TABLE_CLASSES, TD_CLASSES } from './scroll-table';

type Streaks = Analytics['streakAnalysis']['currentStreaks'];

/**
 * Current and longest streak of the first five habits (docs/product.md §9), and their strength
 * (docs/strength.md) with its one-line explanation.
 */
export function StreakTable({ streaks }: { streaks: Streaks }) {
  return (
    <Panel title={PREMIUM_TEXTS.streaksTitle}>
      <ScrollTable label={PREMIUM_TEXTS.streaksTitle}>
        <table className={TABLE_CLASSES}>
          <ColumnHeads
            columns={[
              { label: PREMIUM_TEXTS.habit },
              { label: PREMIUM_TEXTS.currentStreak, right: true },
              { label: PREMIUM_TEXTS.longestStreak, right: true },
              { label: STRENGTH_TEXTS.label, right: true },
            ]}
          />
          <tbody>
            {streaks.slice(0, STREAK_ANALYSIS_HABITS).map((row) => (
              <tr key={row.habitId}>
                <th scope="row" className={`${TD_CLASSES} font-medium text-slate-900`}>
                  {row.habitName}
                </th>
                <td className={`${TD_CLASSES} text-right`}>{PREMIUM_TEXTS.days(row.streak)}</td>
                <td className={`${TD_CLASSES} text-right`}>
                  {PREMIUM_TEXTS.days(row.longestStreak)}
                </td>
                <td className={`${TD_CLASSES} text-right`}>
                  <StrengthMeter value={row.strength} variant="compact" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <p className="mt-3 text-xs text-slate-500">{STRENGTH_TEXTS.explanation}</p>
    </Panel>
  );
}
