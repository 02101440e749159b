import type { Day } from '@streakwise/shared';
import { ShieldCheck } from 'lucide-react';
import { Panel } from '../../../components/panel';
import { formatDay } from '../../../lib/day-format';
import { selectHabits, useDashboardSelector } from '../habits-hooks';
import { HABITS_TEXTS } from '../habits-texts';
import { useToday } from '../hooks/use-today';
import { heatMapMonth, type HeatMapDay } from '../model/heat-map';
import { HEAT_SHADES, HeatMapLegend } from './heat-map-legend';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function DayCell({ cell }: { cell: HeatMapDay }) {
  const name = formatDay(cell.day, { day: 'numeric', month: 'long' });
  const counted = cell.count === null ? name : HABITS_TEXTS.dayLabel(name, cell.count);
  const label =
    cell.protectedCount > 0 ? HABITS_TEXTS.dayProtected(counted, cell.protectedCount) : counted;
  const shade =
    cell.count === null
      ? 'border border-dashed border-slate-200 bg-white text-slate-500'
      : HEAT_SHADES[cell.level];
  return (
    <td className="p-0.5 sm:p-1" aria-current={cell.isToday ? 'date' : undefined}>
      <span
        title={label}
        data-day={cell.day}
        data-level={cell.count === null ? undefined : cell.level}
        data-protected={cell.protectedCount > 0 || undefined}
        className={`relative flex h-10 w-full items-center justify-center rounded-md text-xs font-medium tabular-nums sm:h-12 sm:rounded-lg sm:text-sm ${shade} ${
          cell.isToday ? 'ring-2 ring-amber-500 ring-offset-2' : ''
        }`}
      >
        <span aria-hidden="true">{Number(cell.day.slice(8))}</span>
        {cell.protectedCount > 0 && (
          // NOTE: drawn in the day number's own colour, which keeps its contrast on every shade.
          <ShieldCheck
            aria-hidden="true"
            strokeWidth={2.5}
            className="absolute top-0.5 right-0.5 size-3 sm:top-1 sm:right-1 sm:size-3.5"
          />
        )}
        <span className="sr-only">{label}</span>
      </span>
    </td>
  );
}

/** Splits the month into Monday-first weeks, padding both ends with empty cells. */
function weeksOf(leadingBlanks: number, days: HeatMapDay[]): (HeatMapDay | null)[][] {
  const cells: (HeatMapDay | null)[] = [...Array<null>(leadingBlanks).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * This month, each day shaded by how many habits were completed: 0, 1, 2 or 3+
 * (docs/product.md §2).
 */
export function CalendarHeatMap() {
  const habits = useDashboardSelector(selectHabits);
  const today: Day = useToday();
  const { leadingBlanks, days } = heatMapMonth(today, habits);
  const month = formatDay(today, { month: 'long', year: 'numeric' });

  return (
    <Panel title={HABITS_TEXTS.calendarTitle(month)} subtitle={HABITS_TEXTS.calendarSubtitle}>
      <table className="w-full table-fixed border-separate border-spacing-0">
        <caption className="sr-only">{HABITS_TEXTS.calendarCaption(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                abbr={weekday}
                className="pb-2 text-center text-xs font-medium text-slate-500"
              >
                <span aria-hidden="true">{weekday.slice(0, 3)}</span>
                <span className="sr-only">{weekday}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(leadingBlanks, days).map((week, index) => (
            <tr key={index}>
              {week.map((cell, position) =>
                cell ? <DayCell key={cell.day} cell={cell} /> : <td key={`blank-${position}`} />,
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <HeatMapLegend />
    </Panel>
  );
}
