import { describe, expect, it } from 'vitest';
import { dailyExtremes, mondayFirst, percent, weekdayExtremes } from './analytics-summary';

const day = (date: string, completed: number, possible: number, rate: number) => ({
  date,
  completed,
  possible,
  rate,
});

const weekday = (index: number, label: string, possible: number, rate: number) => ({
  weekday: index,
  label,
  completed: 0,
  possible,
  rate,
});

describe('analytics summary', () => {
  it('finds the best and worst day, skipping days with nothing to do', () => {
    const daily = [
      day('2025-11-01', 0, 0, 0),
      day('2025-11-02', 1, 2, 50),
      day('2025-11-03', 2, 2, 100),
      day('2025-11-04', 0, 2, 0),
    ];
    expect(dailyExtremes(daily)).toEqual({ best: daily[2], worst: daily[3] });
    expect(dailyExtremes([day('2025-11-01', 0, 0, 0)])).toBeNull();
  });

  it('orders weekdays Monday first and names the strongest and weakest', () => {
    const weekdays = [
      weekday(0, 'Sun', 4, 25),
      weekday(1, 'Mon', 4, 100),
      weekday(2, 'Tue', 4, 50),
      weekday(6, 'Sat', 0, 0),
    ];
    expect(mondayFirst(weekdays).map((entry) => entry.label)).toEqual(['Mon', 'Tue', 'Sat', 'Sun']);
    const found = weekdayExtremes(weekdays);
    expect(found?.best.label).toBe('Mon');
    expect(found?.worst.label).toBe('Sun');
  });

  it('shows whole percentages', () => {
    expect([83.3, 66.7, 0, 100].map(percent)).toEqual([83, 67, 0, 100]);
  });
});
