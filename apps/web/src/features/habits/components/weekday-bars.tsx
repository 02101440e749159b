import { RateBar } from '../../../components/progress-bar';
import type { WeekdayRate } from '../model/thirty-day-summary';
import { LAST_THIRTY_DAYS_TEXTS as T } from './last-thirty-days-texts';

/** Seven small bars, Monday first; each says its rate in words too, never by colour alone. */
export function WeekdayBars({ weekdays }: { weekdays: readonly WeekdayRate[] }) {
  return (
    <ul aria-label={T.byWeekday} className="grid grid-cols-7 gap-1.5" data-rate="weekdays">
      {weekdays.map((day) => {
        const rate = day.possible === 0 ? T.none : T.percent(day.rate);
        return (
          <li key={day.weekday} className="flex min-w-0 flex-col items-center gap-1">
            <span className="sr-only">
              {T.weekdayLabel(day.name, rate, day.completed, day.possible)}
            </span>
            <span aria-hidden="true" className="text-xs font-semibold text-slate-900 tabular-nums">
              {rate}
            </span>
            <RateBar rate={day.rate} className="h-16 w-full max-w-8" vertical />
            <span aria-hidden="true" className="text-xs text-slate-600">
              {day.label}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
