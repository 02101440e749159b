import { describe, expect, it } from 'vitest';
import { makeHabit } from '../../../test/habit-fixtures';
import { heatLevel, heatMapMonth } from './heat-map';

describe('heat map', () => {
  it('has four shades: 0, 1, 2 and 3 or more', () => {
    expect([0, 1, 2, 3, 4, 9].map(heatLevel)).toEqual([0, 1, 2, 3, 3, 3]);
  });

  it('lays the month out Monday first and leaves days to come uncounted', () => {
    // 1 November 2025 is a Saturday: five empty cells before it.
    const { leadingBlanks, days } = heatMapMonth('2025-11-12', []);
    expect(leadingBlanks).toBe(5);
    expect(days).toHaveLength(30);
    expect(days[11]).toMatchObject({ day: '2025-11-12', count: 0, isToday: true });
    expect(days[12]).toMatchObject({ day: '2025-11-13', count: null, isToday: false });
  });

  it('counts the habits that reached the target of that day', () => {
    const habits = [
      makeHabit({
        dailyTarget: 2,
        completions: [
          { date: '2025-11-03', count: 2, status: 'done' },
          { date: '2025-11-04', count: 1, status: 'partial' },
        ],
      }),
      makeHabit({
        completions: [
          { date: '2025-11-03', count: 1, status: 'done' },
          { date: '2025-10-31', count: 1, status: 'done' },
        ],
      }),
    ];
    const { days } = heatMapMonth('2025-11-12', habits);
    expect(days[2]).toMatchObject({ count: 2, level: 2 });
    expect(days[3]).toMatchObject({ count: 0, level: 0 });
  });

  it('never counts a missed or protected day as completed, and counts protected ones apart', () => {
    const habits = [
      makeHabit({
        completions: [
          { date: '2025-11-03', count: 0, status: 'missed' },
          { date: '2025-11-04', count: 0, status: 'protected' },
          { date: '2025-11-05', count: 1, status: 'done' },
        ],
      }),
      makeHabit({
        completions: [
          { date: '2025-11-04', count: 0, status: 'protected' },
          { date: '2025-11-05', count: 0, status: 'protected' },
        ],
      }),
    ];
    const { days } = heatMapMonth('2025-11-12', habits);
    expect(days[2]).toMatchObject({ count: 0, protectedCount: 0, level: 0 });
    expect(days[3]).toMatchObject({ count: 0, protectedCount: 2, level: 0 });
    expect(days[4]).toMatchObject({ count: 1, protectedCount: 1, level: 1 });
  });
});
