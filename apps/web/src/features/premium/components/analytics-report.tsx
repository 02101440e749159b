import type { Analytics } from '@streakwise/shared';
import { AnalyticsOverview } from './analytics-overview';
import { CategoryBreakdown } from './category-breakdown';
import { CompletionTrend } from './completion-trend';
import { InsightsList } from './insights-list';
import { RecommendationsList } from './recommendations-list';
import { StreakTable } from './streak-table';
import { WeekdayBreakdown } from './weekday-breakdown';

/**
 * Everything the analytics reply holds, laid out in two columns on a wide screen.
 * NOTE: `grid-cols-1` sizes the phone's one column to the window (minmax(0, 1fr)); the implicit
 * column would grow to a wide table instead and push the page sideways.
 */
export function AnalyticsReport({ analytics }: { analytics: Analytics }) {
  const { streakAnalysis, categoryBreakdown, insights, recommendations } = analytics;
  return (
    <div className="space-y-6">
      <AnalyticsOverview analytics={analytics} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <CompletionTrend analytics={analytics} />
        <WeekdayBreakdown weekdays={analytics.weekdays} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {streakAnalysis.currentStreaks.length > 0 && (
          <StreakTable streaks={streakAnalysis.currentStreaks} />
        )}
        {categoryBreakdown.length > 0 && <CategoryBreakdown rows={categoryBreakdown} />}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {insights.length > 0 && <InsightsList insights={insights} />}
        {recommendations.length > 0 && <RecommendationsList items={recommendations} />}
      </div>
    </div>
  );
}
