import type { Habit } from '@streakwise/shared';
import { TrendingUp } from 'lucide-react';
import { useDashboardSelector } from '../habits-hooks';
import { recentRate, usableZone } from '../model/completion-rates';

const TEXTS = {
  rate: (percent: number, days: number) =>
    `${percent}% over ${days} ${days === 1 ? 'day' : 'days'}`,
  detail: (completed: number, possible: number) =>
    `Target reached on ${completed} of the last ${possible} ${possible === 1 ? 'day' : 'days'}`,
} as const;

/** The card's completion rate: the last 30 days, or the days since the habit was added. */
export function HabitThirtyDayRate({ habit }: { habit: Habit }) {
  const zone = usableZone(useDashboardSelector((state) => state.auth.user?.timezone));
  const { completed, possible, rate } = recentRate(habit, habit.today.date, zone);
  if (possible === 0) return null;
  return (
    <p
      className="mt-2 flex items-center gap-1.5 text-sm text-slate-600"
      title={TEXTS.detail(completed, possible)}
      data-rate="recent"
    >
      <TrendingUp aria-hidden="true" className="size-4 text-indigo-500" />
      {TEXTS.rate(Math.round(rate), possible)}
    </p>
  );
}
