import { describe, expect, it } from 'vitest';
import { figurePeriod, figureTitle, pointsBreakdown, protectedLeftOut } from './figures.js';

describe('the names of figures', () => {
  it('names a period by its days, today as today', () => {
    expect(figurePeriod('2026-11-30', '2026-12-01', '2026-12-01')).toBe('Mon 30 Nov – today');
    expect(figurePeriod('2026-11-23', '2026-11-29')).toBe('Mon 23 Nov – Sun 29 Nov');
    expect(
      figureTitle('Completion rate', 'this week', '2026-11-30', '2026-12-01', '2026-12-01'),
    ).toBe('Completion rate, this week (Mon 30 Nov – today)');
  });

  it('says what a figure left out and never calls a net sum earned', () => {
    expect(protectedLeftOut(1)).toBe('1 protected habit-day left out');
    expect(protectedLeftOut(3)).toBe('3 protected habit-days left out');
    expect(pointsBreakdown({ earned: 430, spent: 200, takenBack: 0, net: 230 })).toBe(
      'earned: 430 · spent: 200 · taken back: 0 · net: 230',
    );
  });
});
