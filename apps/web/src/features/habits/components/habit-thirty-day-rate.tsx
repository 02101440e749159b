import type { Habit } from '@streakwise/shared';
import { TrendingUp } from 'lucide-react';
import { useDashboardSelector } from '../habits-hooks';
import { recentRate, usableZone } from '../model/completion-rates';

const days = (count: number) => (count === 1 ? 'day' : 'days');

export const THIRTY_DAY_RATE_TEXTS = {
  rate: (percent: number, due: number) => `${percent}% of ${due} due ${days(due)}`,
  detail: (completed: number, due: number, excused: number) =>
    `Target reached on ${completed} of ${due} due ${days(due)} in the last 30` +
    (excused > 0 ? `; ${excused} protected ${days(excused)} left out` : ''),
} as const;

/**
 * The card's completion rate over the habit's due days of the last 30 (or since it was added):
 * done ÷ (due − protected), so rest days neither count against it nor for it.
 */
export function HabitThirtyDayRate({ habit }: { habit: Habit }) {
  const TEXTS = THIRTY_DAY_RATE_TEXTS;
  const zone = usableZone(useDashboardSelector((state) => state.auth.user?.timezone));
  const {
    completed,
    possible,
    rate,
    protected: excused,
  } = recentRate(habit, habit.today.date, zone);
  if (possible === 0) return null;
  return (
    <p
      className="mt-2 flex items-center gap-1.5 text-sm text-slate-600"
      title={TEXTS.detail(completed, possible, excused)}
      data-rate="recent"
    >
      <TrendingUp aria-hidden="true" className="size-4 text-indigo-500" />
      {TEXTS.rate(Math.round(rate), possible)}
    </p>
  );
}
