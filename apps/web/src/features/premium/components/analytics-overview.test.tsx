import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAnalytics, makeProtectedAnalytics } from '../premium-fixtures';
import { AnalyticsOverview } from './analytics-overview';

describe('Analytics overview', () => {
  it('says how many protected habit-days the completion rate leaves out', () => {
    render(<AnalyticsOverview analytics={makeProtectedAnalytics()} />);
    expect(
      screen.getByText(
        '3 protected habit-days (rest days, vacations, streak freezes) left out of the completion rate',
      ),
    ).toBeTruthy();
    expect(document.querySelector('[data-stat="completion-rate"] dd')?.textContent).toBe(
      '91%Last 7 days (Thu 6 Nov – today) · 10 of 11 due habit-days',
    );
  });

  it('names the completion rate’s period and what it counts, as the server computed it', () => {
    const analytics = makeAnalytics({
      period: '30d',
      range: { start: '2025-10-14', end: '2025-11-12' },
    });
    analytics.overview = { ...analytics.overview, completionRate: 62.5, completed: 5, possible: 8 };
    render(<AnalyticsOverview analytics={analytics} />);
    expect(document.querySelector('[data-stat="completion-rate"] dd')?.textContent).toBe(
      '63%Last 30 days (Tue 14 Oct – today) · 5 of 8 due habit-days',
    );
  });

  it('says it in the singular for one protected habit-day', () => {
    const analytics = makeAnalytics();
    analytics.overview = { ...analytics.overview, protected: 1 };
    render(<AnalyticsOverview analytics={analytics} />);
    expect(screen.getByText(/^1 protected habit-day \(/)).toBeTruthy();
  });

  it('says nothing about protected days when the period has none', () => {
    const analytics = makeAnalytics();
    const { container } = render(<AnalyticsOverview analytics={analytics} />);
    expect(container.textContent).not.toMatch(/protected/i);
  });
});
