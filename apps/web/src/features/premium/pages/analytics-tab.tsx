import {
  ANALYTICS_PERIODS,
  DEFAULT_ANALYTICS_PERIOD,
  type AnalyticsPeriod,
} from '@streakwise/shared';
import { BarChart3, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { remoteState } from '../../../lib/server-api';
import { useAnalyticsQuery, useCoachingQuery } from '../api/premium-queries';
import { AnalyticsReport } from '../components/analytics-report';
import { AnalyticsSkeleton } from '../components/analytics-skeleton';
import { CoachCard } from '../components/coach-card';
import { EmptyState } from '../components/empty-state';
import { SegmentedControl } from '../components/segmented-control';
import { TabErrorState } from '../components/tab-error-state';
import { TabHeader } from '../components/tab-header';
import { useExport } from '../hooks/use-export';
import { PREMIUM_SPEC_TEXTS, PREMIUM_TEXTS } from '../premium-texts';

/**
 * The coach's note, then completion rates, streaks, categories, insights and recommendations
 * (docs/product.md §2, Analytics; docs/decisions/039-coaching.md).
 */
export function AnalyticsTab() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const analytics = useAnalyticsQuery(period);
  const state = remoteState(analytics);
  // Loaded apart: an AI provider may take its whole timeout, and the figures need not wait.
  const coaching = useCoachingQuery(period);
  const noHabits = state.status === 'success' && state.data.overview.totalHabits === 0;
  const pdf = useExport();
  const range = state.status === 'success' ? state.data.range : null;
  // The PDF report of the range shown (GET /api/premium/export?format=pdf), under the spec's toast.
  const downloadPdf = () => {
    if (!range) return;
    void pdf.run(
      { format: 'pdf', startDate: range.start, endDate: range.end },
      PREMIUM_SPEC_TEXTS.pdfGenerated,
    );
  };

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
        <Button
          variant="secondary"
          onClick={downloadPdf}
          disabled={!range}
          isLoading={pdf.isExporting}
        >
          {!pdf.isExporting && <FileDown aria-hidden="true" className="size-4" />}
          {PREMIUM_SPEC_TEXTS.downloadPdf}
        </Button>
      </TabHeader>
      {!noHabits && (
        <CoachCard state={remoteState(coaching)} onRetry={() => void coaching.refetch()} />
      )}
      {state.status === 'loading' && <AnalyticsSkeleton />}
      {state.status === 'error' && (
        <TabErrorState
          title={PREMIUM_SPEC_TEXTS.loadAnalyticsDataFailed}
          error={state.error}
          fallback={PREMIUM_SPEC_TEXTS.loadAnalyticsFailed}
          onRetry={() => void analytics.refetch()}
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
