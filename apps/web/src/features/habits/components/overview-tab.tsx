import { OVERVIEW_HABIT_COUNT, type PlanType } from '@streakwise/shared';
import { ArrowRight } from 'lucide-react';
import { AchievementsPanel, FreezeShop, WeeklyChallengeCard } from '../../gamification';
import { selectHabits, useDashboardSelector } from '../habits-hooks';
import { DASHBOARD_SPEC_TEXTS, HABITS_TEXTS } from '../habits-texts';
import { AddHabitButton } from './add-habit-button';
import { CalendarHeatMap } from './calendar-heat-map';
import { CompletionRates } from './completion-rates';
import { HabitGrid } from './habit-grid';
import { LastThirtyDays } from './last-thirty-days';
import { QuickActions } from './quick-actions';

interface OverviewTabProps {
  plan: PlanType;
  onAdd: () => void;
  onViewAll: () => void;
  onRetry: () => void;
}

/**
 * Quick actions, the first 3 habits in the person's order (a new habit comes first), this month's
 * heat map and achievements (docs/product.md §2).
 */
export function OverviewTab({ plan, onAdd, onViewAll, onRetry }: OverviewTabProps) {
  const habits = useDashboardSelector(selectHabits);
  return (
    <div className="space-y-8">
      <QuickActions plan={plan} onAdd={onAdd} onViewAll={onViewAll} />
      <section aria-labelledby="recent-habits-heading">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="recent-habits-heading" className="text-lg font-semibold text-slate-900">
            {HABITS_TEXTS.recentHabits}
          </h2>
          {habits.length > 0 && (
            <button
              type="button"
              onClick={onViewAll}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-indigo-600 hover:bg-indigo-50 hover:text-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
            >
              {DASHBOARD_SPEC_TEXTS.viewAll}
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
        <HabitGrid
          habits={habits.slice(0, OVERVIEW_HABIT_COUNT)}
          addAction={<AddHabitButton onClick={onAdd} />}
          onRetry={onRetry}
        />
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CalendarHeatMap />
        </div>
        <div className="space-y-6">
          <CompletionRates />
          <WeeklyChallengeCard />
          <AchievementsPanel />
          <FreezeShop />
        </div>
      </div>
      <LastThirtyDays plan={plan} />
    </div>
  );
}
