import { describe, expect, it } from 'vitest';
import { makeHabit, makeMeasure, makeQuit } from '../../../test/habit-fixtures';
import { dayCellText, dayText, formatAmount, progressText, streakText } from './habit-kind-text';

describe('habit-kind-text', () => {
  it('words a day of each kind as the card says it', () => {
    expect(progressText(makeHabit({ dailyTarget: 3 }), 2, 3)).toBe('2/3');
    expect(progressText(makeMeasure({ unit: 'pages' }), 12.5, 20)).toBe('12.5 of 20 pages today');
    expect(progressText(makeMeasure({ unit: 'km' }), 1, 5, 'yesterday')).toBe(
      '1 of 5 km yesterday',
    );
    const coffee = makeQuit({ unit: 'coffees' });
    expect(progressText(coffee, 2, 2)).toBe('2 of at most 2 today');
    expect(progressText(coffee, 3, 2)).toBe('3 of at most 2 today — over');
    expect(progressText(makeQuit(), 0, 0)).toBe('0 of at most 0 today');
  });

  it('writes amounts with at most two decimals and thousands grouped', () => {
    expect(formatAmount(2.5)).toBe('2.5');
    expect(formatAmount(0.1 + 0.2)).toBe('0.3');
    expect(formatAmount(1200)).toBe('1,200');
  });

  it('says a quit habit keeps days, the others have streaks', () => {
    expect(streakText(makeQuit({ streak: { current: 12, longest: 12 } }))).toBe('Kept 12 days');
    expect(streakText(makeQuit({ streak: { current: 1, longest: 3 } }))).toBe('Kept 1 day');
    expect(streakText(makeMeasure({ streak: { current: 4, longest: 4 } }))).toBe('4 day streak');
    const weekly = makeHabit({
      schedule: { kind: 'weekly', times: 3 },
      streak: { current: 2, longest: 2 },
    });
    expect(streakText(weekly)).toBe('2 weeks in a row');
    expect(streakText({ ...weekly, streak: { current: 1, longest: 2 } })).toBe('1 week in a row');
    expect(streakText({ ...weekly, streak: { current: 0, longest: 2 } })).toBe('0 weeks in a row');
  });

  it('names a past day and its figure by kind', () => {
    expect(dayText(makeHabit(), 'Monday 3 November', 1, 2)).toBe('Monday 3 November: 1 of 2');
    expect(dayText(makeMeasure({ unit: 'km' }), 'Mon', 6.5, 5)).toBe('Mon: 6.5 of 5 km');
    expect(dayText(makeQuit(), 'Mon', 3, 2)).toBe('Mon: 3 of at most 2, over');
    expect(dayCellText(makeHabit(), 2)).toBeNull();
    expect(dayCellText(makeMeasure(), 0)).toBeNull();
    expect(dayCellText(makeQuit(), 0)).toBe('0');
  });
});
