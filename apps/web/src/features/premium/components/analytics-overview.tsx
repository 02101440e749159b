import { dueHabitDays, figurePeriod, type Analytics } from '@streakwise/shared';
import { Flame, ListChecks, Percent, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import { percent } from '../model/analytics-summary';
import { PREMIUM_TEXTS } from '../premium-texts';

interface Card {
  id: string;
  label: string;
  value: string;
  /** What the figure counts, over which days. */
  detail?: string;
  icon: LucideIcon;
  tone: string;
}

/** "Last 7 days (Thu 6 Nov – today) · 10 of 14 due habit-days": the range ends today. */
function rateDetail({ period, range, overview }: Analytics): string {
  const days = figurePeriod(range.start, range.end, range.end);
  return `${PREMIUM_TEXTS.ratePeriod[period]} (${days}) · ${dueHabitDays(overview.completed, overview.possible)}`;
}

function cardsOf(analytics: Analytics): Card[] {
  const { overview } = analytics;
  return [
    {
      id: 'completion-rate',
      label: PREMIUM_TEXTS.completionRate,
      value: `${percent(overview.completionRate)}%`,
      detail: rateDetail(analytics),
      icon: Percent,
      tone: 'bg-indigo-100 text-indigo-600',
    },
    {
      id: 'active-streaks',
      label: PREMIUM_TEXTS.activeStreaks,
      value: overview.activeStreaks.toLocaleString('en-GB'),
      icon: Flame,
      tone: 'bg-orange-100 text-orange-600',
    },
    {
      id: 'total-habits',
      label: PREMIUM_TEXTS.totalHabits,
      value: overview.totalHabits.toLocaleString('en-GB'),
      icon: ListChecks,
      tone: 'bg-emerald-100 text-emerald-600',
    },
    {
      id: 'total-points',
      label: PREMIUM_TEXTS.totalPoints,
      value: overview.totalPoints.toLocaleString('en-GB'),
      icon: Star,
      tone: 'bg-amber-100 text-amber-600',
    },
  ];
}

/**
 * The period's headline numbers. Habit-days protected by a rest day, a vacation or a streak freeze
 * (and not done) are left out of the completion rate (docs/decisions/017-fair-streaks.md): the
 * overview says how many, so the rate is not read as counting every day.
 */
export function AnalyticsOverview({ analytics }: { analytics: Analytics }) {
  const protectedDays = analytics.overview.protected;
  return (
    <div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {cardsOf(analytics).map(({ id, label, value, detail, icon: Icon, tone }) => (
          <div
            key={id}
            data-stat={id}
            className="flex min-w-0 flex-col gap-2 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm shadow-slate-200/60 sm:p-5"
          >
            <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${tone}`}
              >
                <Icon className="size-4" />
              </span>
              {label}
            </dt>
            <dd className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums">
              {value}
              {detail && (
                <span className="mt-1 block text-xs font-normal tracking-normal text-slate-500">
                  {detail}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {protectedDays > 0 && (
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-600" />
          {PREMIUM_TEXTS.protectedLeftOut(protectedDays)}
        </p>
      )}
    </div>
  );
}
