import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './day.js';
import { computeStreak } from './streaks.js';

const TODAY = '2026-03-30';
const ago = (n: number) => addDays(TODAY, -n);

/** Counted days as offsets back from TODAY (0 = today), possibly repeated. */
const offsets = fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 80 });
/** The same offsets, and the same again in another order. */
const shuffledOffsets = offsets.chain((days) =>
  fc
    .shuffledSubarray(days, { minLength: days.length, maxLength: days.length })
    .map((shuffled) => ({ days, shuffled })),
);

/** The rule, spelled out the slow way: walk back from today (or yesterday) while days count. */
function referenceCurrent(counted: ReadonlySet<number>): number {
  const start = counted.has(0) ? 0 : counted.has(1) ? 1 : -1;
  if (start < 0) return 0;
  let n = 0;
  while (counted.has(start + n)) n += 1;
  return n;
}

describe('computeStreak examples', () => {
  it.each([
    { name: 'no days', days: [], expected: { current: 0, longest: 0 } },
    { name: 'today only', days: [0], expected: { current: 1, longest: 1 } },
    { name: 'yesterday only (today still open)', days: [1], expected: { current: 1, longest: 1 } },
    { name: 'two days ago only', days: [2], expected: { current: 0, longest: 1 } },
    { name: 'three in a row to today', days: [0, 1, 2], expected: { current: 3, longest: 3 } },
    { name: 'three in a row to yesterday', days: [1, 2, 3], expected: { current: 3, longest: 3 } },
    { name: 'a gap resets current', days: [0, 2, 3, 4], expected: { current: 1, longest: 3 } },
    { name: 'old long run', days: [10, 11, 12, 13, 14, 1], expected: { current: 1, longest: 5 } },
    { name: 'missed yesterday and today', days: [2, 3, 4], expected: { current: 0, longest: 3 } },
  ])('$name', ({ days, expected }) => {
    expect(computeStreak(days.map(ago), TODAY)).toEqual(expected);
  });

  it('runs across month, year and DST boundaries', () => {
    expect(computeStreak(['2026-03-28', '2026-03-29', '2026-03-30'], '2026-03-30')).toEqual({
      current: 3,
      longest: 3,
    });
    expect(computeStreak(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01').current).toBe(3);
    expect(computeStreak(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01').current).toBe(3);
  });

  it('ignores days after today', () => {
    expect(computeStreak([ago(0), addDays(TODAY, 1), addDays(TODAY, 2)], TODAY)).toEqual({
      current: 1,
      longest: 1,
    });
  });
});

describe('computeStreak properties', () => {
  it('current <= counted days, current <= longest <= counted days', () => {
    fc.assert(
      fc.property(offsets, (days) => {
        const distinct = new Set(days).size;
        const { current, longest } = computeStreak(days.map(ago), TODAY);
        expect(current).toBeGreaterThanOrEqual(0);
        expect(current).toBeLessThanOrEqual(distinct);
        expect(longest).toBeGreaterThanOrEqual(current);
        expect(longest).toBeLessThanOrEqual(distinct);
        expect(longest > 0).toBe(distinct > 0);
      }),
    );
  });

  it('matches the rule walked day by day', () => {
    fc.assert(
      fc.property(offsets, (days) => {
        expect(computeStreak(days.map(ago), TODAY).current).toBe(referenceCurrent(new Set(days)));
      }),
    );
  });

  it('does not depend on order or duplicates', () => {
    fc.assert(
      fc.property(shuffledOffsets, ({ days, shuffled: order }) => {
        const shuffled = [...order, ...order.slice(0, 5)].map(ago);
        expect(computeStreak(shuffled, TODAY)).toEqual(computeStreak(days.map(ago), TODAY));
      }),
    );
  });

  it('counting today never lowers the streak and raises current by exactly one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 60 }), (past) => {
        const before = computeStreak(past.map(ago), TODAY);
        const after = computeStreak([...past.map(ago), TODAY], TODAY);
        expect(after.current).toBe(before.current + 1);
        expect(after.longest).toBeGreaterThanOrEqual(before.longest);
      }),
    );
  });
});
