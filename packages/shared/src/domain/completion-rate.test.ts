import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completionRate, type HabitDays } from './completion-rate.js';
import { addDays } from './day.js';

const habit = (
  createdOn: string,
  dailyTarget: number,
  counts: Record<string, number>,
): HabitDays => ({
  createdOn,
  doneDays: new Set(
    Object.entries(counts)
      .filter(([, count]) => count >= dailyTarget)
      .map(([day]) => day),
  ),
});

describe('completionRate', () => {
  it('counts a habit only from its creation day and only days that reached the target', () => {
    const old = habit('2026-01-01', 2, { '2026-03-01': 2, '2026-03-02': 1, '2026-03-03': 3 });
    const fresh = habit('2026-03-03', 1, { '2026-03-03': 1 });
    // old: 3 days, 2 reached; fresh: 1 day, 1 reached -> 3 of 4.
    expect(completionRate([old, fresh], '2026-03-01', '2026-03-03')).toEqual({
      completed: 3,
      possible: 4,
      rate: 75,
    });
  });

  it('stops counting an archived habit on its archive day', () => {
    const h = { ...habit('2026-03-01', 1, { '2026-03-01': 1 }), archivedOn: '2026-03-02' };
    expect(completionRate([h], '2026-03-01', '2026-03-05')).toEqual({
      completed: 1,
      possible: 1,
      rate: 100,
    });
  });

  it('is 0 when nothing was possible, and never above 100', () => {
    expect(completionRate([], '2026-03-01', '2026-03-05').rate).toBe(0);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 10 })), {
          maxLength: 30,
        }),
        fc.integer({ min: 1, max: 10 }),
        (entries, target) => {
          const counts: Record<string, number> = {};
          for (const [offset, count] of entries) counts[addDays('2026-03-01', offset)] = count;
          const tally = completionRate(
            [habit('2026-03-01', target, counts)],
            '2026-03-01',
            '2026-03-21',
          );
          return tally.possible === 21 && tally.completed <= tally.possible && tally.rate <= 100;
        },
      ),
    );
  });
});
