import type { Habit } from '@streakwise/shared';
import { TrendingUp } from 'lucide-react';
import { useDashboardSelector } from '../habits-hooks';
import { recentRate, recentWeeks, usableZone } from '../model/completion-rates';

const days = (count: number) => (count === 1 ? 'day' : 'days');
const weeks = (count: number) => (count === 1 ? 'week' : 'weeks');

export const THIRTY_DAY_RATE_TEXTS = {
  rate: (percent: number, due: number) => `${percent}% of ${due} due ${days(due)}`,
  detail: (completed: number, due: number, excused: number) =>
    `Target reached on ${completed} of ${due} due ${days(due)} in the last 30` +
    (excused > 0 ? `; ${excused} protected ${days(excused)} left out` : ''),
  /** A weekly habit's weeks, which are judged rather than its days. */
  weeksMet: (met: number, count: number) => `Met ${met} of ${count} ${weeks(count)}`,
  weeksDetail: (met: number, count: number) =>
    `Met its times a week in ${met} of the last ${count} ${weeks(count)}`,
} as const;

/**
 * The card's completion rate over the habit's due days of the last 30 (or since it was added):
 * done ÷ (due − protected), so rest days neither count against it nor for it. A weekly habit says
 * how many of its weeks it met instead (`recentWeeks`).
 */
export function HabitThirtyDayRate({ habit }: { habit: Habit }) {
  const zone = usableZone(useDashboardSelector((state) => state.auth.user?.timezone));
  return habit.schedule.kind === 'weekly' ? (
    <WeeksMet habit={habit} zone={zone} />
  ) : (
    <DueDaysRate habit={habit} zone={zone} />
  );
}

function WeeksMet({ habit, zone }: { habit: Habit; zone: string }) {
  const TEXTS = THIRTY_DAY_RATE_TEXTS;
  const { met, weeks: count } = recentWeeks(habit, habit.today.date, zone);
  if (count === 0) return null;
  return (
    <p
      className="mt-2 flex items-center gap-1.5 text-sm text-slate-600"
      title={TEXTS.weeksDetail(met, count)}
      data-rate="recent"
    >
      <TrendingUp aria-hidden="true" className="size-4 text-indigo-500" />
      {TEXTS.weeksMet(met, count)}
    </p>
  );
}

function DueDaysRate({ habit, zone }: { habit: Habit; zone: string }) {
  const TEXTS = THIRTY_DAY_RATE_TEXTS;
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
