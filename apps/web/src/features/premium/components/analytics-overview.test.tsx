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
    expect(document.querySelector('[data-stat="completion-rate"] dd')?.textContent).toBe('91%');
  });

  it('says it in the singular for one protected habit-day', () => {
    const analytics = makeAnalytics();
    analytics.daily[0] = { ...analytics.daily[0]!, possible: 1, protected: 1 };
    render(<AnalyticsOverview analytics={analytics} />);
    expect(screen.getByText(/^1 protected habit-day \(/)).toBeTruthy();
  });

  it('says nothing about protected days when the period has none', () => {
    const analytics = makeAnalytics();
    analytics.daily[0] = { ...analytics.daily[0]!, protected: 0 };
    const { container } = render(<AnalyticsOverview analytics={analytics} />);
    expect(container.textContent).not.toMatch(/protected/i);
  });
});
