import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  TOAST_MS,
  type AnalyticsPeriod,
} from '@streakwise/shared';
import { BarChart3, FileDown } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { AnalyticsReport } from '../components/analytics-report';
import { AnalyticsSkeleton } from '../components/analytics-skeleton';
import { EmptyState } from '../components/empty-state';
import { SegmentedControl } from '../components/segmented-control';
import { TabErrorState } from '../components/tab-error-state';
import { TabHeader } from '../components/tab-header';
import { useRemote } from '../hooks/use-remote';
import { premiumApi } from '../premium-api';
import { PREMIUM_SPEC_TEXTS, PREMIUM_TEXTS } from '../premium-texts';

/**
 * Completion rates, streaks, categories, insights and recommendations (docs/product.md §2,
 * Analytics).
 */
export function AnalyticsTab() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const { state, reload } = useRemote(`analytics:${period}`, (signal) =>
    premiumApi.analytics(period, signal),
  );
  // This PDF button only confirms (docs/product.md §2); the real PDF is in the Export tab.
  const downloadPdf = () => toast.success(PREMIUM_SPEC_TEXTS.pdfGenerated, { duration: TOAST_MS });

  return (
    <div className="space-y-6">
      <TabHeader title={PREMIUM_TEXTS.analyticsTitle}>
        <SegmentedControl
          legend={PREMIUM_TEXTS.period}
          options={ANALYTICS_PERIODS}
          labels={PREMIUM_TEXTS.periodNames}
          value={period}
          onChange={setPeriod}
        />
        <Button variant="secondary" onClick={downloadPdf}>
          <FileDown aria-hidden="true" className="size-4" />
          {PREMIUM_SPEC_TEXTS.downloadPdf}
        </Button>
      </TabHeader>
      {state.status === 'loading' && <AnalyticsSkeleton />}
      {state.status === 'error' && (
        <TabErrorState
          title={PREMIUM_SPEC_TEXTS.loadAnalyticsDataFailed}
          error={state.error}
          fallback={PREMIUM_SPEC_TEXTS.loadAnalyticsFailed}
          onRetry={reload}
        />
      )}
      {state.status === 'success' && state.data.overview.totalHabits === 0 && (
        <EmptyState
          icon={BarChart3}
          title={PREMIUM_TEXTS.noAnalyticsTitle}
          body={PREMIUM_TEXTS.noAnalyticsBody}
          action={
            <Link to="?tab=habits" className={buttonClasses('primary')}>
              {PREMIUM_TEXTS.goToHabits}
            </Link>
          }
        />
      )}
      {state.status === 'success' && state.data.overview.totalHabits > 0 && (
        <AnalyticsReport analytics={state.data} />
      )}
    </div>
  );
}
