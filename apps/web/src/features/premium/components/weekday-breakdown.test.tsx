import { render, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { figureTable, makeAnalytics, makeProtectedAnalytics } from '../premium-fixtures';
import { WeekdayBreakdown } from './weekday-breakdown';

// The table and the caption are what this file checks; the chart has analytics-charts.test.tsx.
vi.mock('./lazy-charts', () => ({ CompletionTrendChart: () => null, WeekdayChart: () => null }));

function renderWeekdays(analytics = makeAnalytics()) {
  render(<WeekdayBreakdown weekdays={analytics.weekdays} />);
  return figureTable('By day of the week');
}

describe('By day of the week', () => {
  it('lists each weekday’s protected habit-days and gives one with nothing due no rate', () => {
    const { figure, rows } = renderWeekdays(makeProtectedAnalytics());
    expect(rows).toEqual([
      ['Day', 'Completed', 'Protected', 'Rate'],
      ['Mon', '2 of 2', '0', '100%'],
      ['Tue', '2 of 2', '0', '100%'],
      ['Wed', '1 of 2', '0', '50%'],
      ['Thu', '2 of 2', '0', '100%'],
      ['Fri', '1 of 1', '1', '100%'],
      ['Sat', '0 of 0', '2', '—'],
      ['Sun', '2 of 2', '0', '100%'],
    ]);
    // Saturday, all protected, is not the weakest day: Wednesday is.
    expect(within(figure).getByText('Strongest on Mon (100%), weakest on Wed (50%).')).toBeTruthy();
  });

  it('adds no Protected column when no day was protected', () => {
    const { rows } = renderWeekdays();
    expect(rows[0]).toEqual(['Day', 'Completed', 'Rate']);
    expect(rows[6]).toEqual(['Sat', '0 of 2', '0%']);
  });
});
