import { render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { figureTable, makeAnalytics, makeProtectedAnalytics } from '../premium-fixtures';
import { CompletionTrend } from './completion-trend';

// The table and the caption are what this file checks; the chart has analytics-charts.test.tsx.
vi.mock('./lazy-charts', () => ({ CompletionTrendChart: () => null, WeekdayChart: () => null }));

function renderTrend(analytics = makeAnalytics()) {
  render(<CompletionTrend analytics={analytics} />);
  return figureTable('Daily completion rate');
}

describe('Daily completion rate', () => {
  it('lists each day’s protected habit-days and gives a day with nothing due no rate', () => {
    const { figure, rows } = renderTrend(makeProtectedAnalytics());
    expect(rows).toEqual([
      ['Date', 'Completed', 'Protected', 'Rate'],
      ['Thu 6 Nov', '2 of 2', '0', '100%'],
      ['Fri 7 Nov', '1 of 1', '1', '100%'],
      ['Sat 8 Nov', '0 of 0', '2', '—'],
      ['Sun 9 Nov', '2 of 2', '0', '100%'],
      ['Mon 10 Nov', '2 of 2', '0', '100%'],
      ['Tue 11 Nov', '2 of 2', '0', '100%'],
      ['Wed 12 Nov', '1 of 2', '0', '50%'],
    ]);
    expect(
      within(figure).getByText(/^Over 7 days you completed 91% of your due habit-days\./),
    ).toBeTruthy();
  });

  it('adds no Protected column when no day was protected', () => {
    const { rows } = renderTrend();
    expect(rows[0]).toEqual(['Date', 'Completed', 'Rate']);
    expect(rows[3]).toEqual(['Sat 8 Nov', '0 of 2', '0%']);
  });
});
