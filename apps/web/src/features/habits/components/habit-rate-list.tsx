import { RateBar } from '../../../components/progress-bar';
import type { HabitRate } from '../model/thirty-day-summary';
import { LAST_THIRTY_DAYS_TEXTS as T } from './last-thirty-days-texts';

/** How many habits the panel names; the rest are counted. */
export const TOP_HABITS = 5;

/** The habits, best rate first: the top five with their rate, then how many more there are. */
export function HabitRateList({ habits }: { habits: readonly HabitRate[] }) {
  const rest = habits.length - TOP_HABITS;
  return (
    <div>
      <ol aria-label={T.byHabit} className="space-y-2.5" data-rate="habits">
        {habits.slice(0, TOP_HABITS).map((habit) => (
          <li key={habit.id} title={T.habitDetail(habit.completed, habit.possible)}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate text-slate-700">{habit.name}</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {T.percent(habit.rate)}
              </span>
            </div>
            <RateBar rate={habit.rate} className="mt-1 block h-1.5" />
          </li>
        ))}
      </ol>
      {rest > 0 && <p className="mt-3 text-sm text-slate-500">{T.andMore(rest)}</p>}
    </div>
  );
}
