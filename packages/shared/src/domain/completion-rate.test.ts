import { describe, expect, it } from 'vitest';
import { habitExistsOn, toRate } from './completion-rate.js';

// The rule itself, `completionRateByDueDays`, is tested in fair-completion-rate.test.ts.
describe('toRate', () => {
  it('is a percentage to one decimal, 0 when nothing was possible', () => {
    expect(toRate(2, 3)).toBe(66.7);
    expect(toRate(0, 0)).toBe(0);
    expect(toRate(5, 5)).toBe(100);
  });
});

describe('habitExistsOn', () => {
  it('counts from the creation day and stops on the archive day', () => {
    const habit = {
      createdOn: '2026-03-01',
      archivedOn: '2026-03-03',
      doneDays: new Set<string>(),
    };
    expect(
      ['2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03'].map((d) => habitExistsOn(habit, d)),
    ).toEqual([false, true, true, false]);
  });
});
