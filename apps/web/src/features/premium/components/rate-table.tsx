import { percent } from '../model/analytics-summary';
import { PREMIUM_TEXTS } from '../premium-texts';
import { ColumnHeads, ScrollTable, TABLE_CLASSES, TD_CLASSES } from './scroll-table';

/** One row: what it counts (a day, a day of the week) and its tally. */
export interface RateRow {
  key: string;
  label: string;
  completed: number;
  possible: number;
  protected?: number;
  rate: number;
}

interface RateTableProps {
  /** The region's name when it scrolls: the chart's title. */
  label: string;
  /** The first column's heading. */
  heading: string;
  rows: readonly RateRow[];
  /** Caps the height; longer tables scroll inside. */
  tall?: boolean;
}

/**
 * A chart's numbers: completed of possible and the rate, a row each. The protected column appears
 * only when a row has a protected day, as it did before schedules.
 */
export function RateTable({ label, heading, rows, tall = false }: RateTableProps) {
  const showProtected = rows.some((row) => (row.protected ?? 0) > 0);
  return (
    <ScrollTable label={label} tall={tall}>
      <table className={TABLE_CLASSES}>
        <ColumnHeads
          columns={[
            { label: heading },
            { label: PREMIUM_TEXTS.completedOfPossible },
            ...(showProtected ? [{ label: PREMIUM_TEXTS.protectedColumn }] : []),
            { label: PREMIUM_TEXTS.rate },
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${TD_CLASSES} font-medium`}>
                {row.label}
              </th>
              <td className={TD_CLASSES}>
                {PREMIUM_TEXTS.ofPossible(row.completed, row.possible)}
              </td>
              {showProtected && <td className={TD_CLASSES}>{row.protected ?? 0}</td>}
              <td className={TD_CLASSES}>
                {PREMIUM_TEXTS.tableRate(row.possible === 0 ? null : percent(row.rate))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
