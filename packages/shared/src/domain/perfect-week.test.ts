import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekDays } from './day.js';
import { isPerfectWeek, type WeekHabit } from './perfect-week.js';

// The week of the autumn DST change in London: Monday 19 to Sunday 25 October 2026.
const MONDAY = '2026-10-19';
const SUNDAY = '2026-10-25';
const WEEK = weekDays(MONDAY);

/** A habit with the same count on every listed day (all week unless told). */
function habit(
  dailyTarget: number,
  count: number,
  createdOn = '2026-10-01',
  days: string[] = WEEK,
): WeekHabit {
  return { createdOn, dailyTarget, counts: new Map(days.map((d) => [d, count])) };
}

describe('isPerfectWeek examples', () => {
  it('is perfect when every habit reached its target every day', () => {
    expect(isPerfectWeek(MONDAY, [habit(1, 1)], SUNDAY)).toBe(true);
    expect(isPerfectWeek(MONDAY, [habit(1, 1), habit(3, 3)], SUNDAY)).toBe(true);
    expect(isPerfectWeek(MONDAY, [habit(3, 5)], SUNDAY)).toBe(true);
  });

  it('is not perfect with one day short of the target or missing', () => {
    expect(isPerfectWeek(MONDAY, [habit(1, 1), habit(3, 2)], SUNDAY)).toBe(false);
    const missingWednesday = WEEK.filter((d) => d !== '2026-10-21');
    expect(isPerfectWeek(MONDAY, [habit(1, 1, undefined, missingWednesday)], SUNDAY)).toBe(false);
  });

  it('cannot be perfect before its Sunday has come', () => {
    expect(isPerfectWeek(MONDAY, [habit(1, 1)], addDays(SUNDAY, -1))).toBe(false);
    expect(isPerfectWeek(MONDAY, [habit(1, 1)], MONDAY)).toBe(false);
    // A later "today" looks back on a finished week.
    expect(isPerfectWeek(MONDAY, [habit(1, 1)], addDays(SUNDAY, 3))).toBe(true);
  });

  it('counts a habit created mid-week only from its first day', () => {
    const old = habit(1, 1);
    const fromThursday = habit(2, 2, '2026-10-22', WEEK.slice(3));
    expect(isPerfectWeek(MONDAY, [old, fromThursday], SUNDAY)).toBe(true);
    // ...but from then on it must be done too.
    const lateAndLazy = habit(2, 2, '2026-10-22', WEEK.slice(4));
    expect(isPerfectWeek(MONDAY, [old, lateAndLazy], SUNDAY)).toBe(false);
  });

  it('needs at least one habit on every day', () => {
    expect(isPerfectWeek(MONDAY, [], SUNDAY)).toBe(false);
    const firstOnTuesday = habit(1, 1, '2026-10-20', WEEK.slice(1));
    expect(isPerfectWeek(MONDAY, [firstOnTuesday], SUNDAY)).toBe(false);
    const createdSunday = habit(1, 1, SUNDAY, [SUNDAY]);
    expect(isPerfectWeek(MONDAY, [createdSunday], SUNDAY)).toBe(false);
  });

  it('ignores counts outside the week', () => {
    const outside = habit(1, 1, '2026-10-01', [addDays(MONDAY, -1), addDays(SUNDAY, 1)]);
    expect(isPerfectWeek(MONDAY, [habit(1, 1), outside], SUNDAY)).toBe(false);
  });
});

describe('isPerfectWeek properties', () => {
  const anyHabit = fc
    .record({
      dailyTarget: fc.integer({ min: 1, max: 10 }),
      createdIndex: fc.integer({ min: -3, max: 6 }),
      counts: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 7, maxLength: 7 }),
    })
    .map(({ dailyTarget, createdIndex, counts }): WeekHabit => ({
      dailyTarget,
      createdOn: addDays(MONDAY, createdIndex),
      counts: new Map(WEEK.map((d, i) => [d, counts[i] ?? 0])),
    }));

  it('agrees with a day-by-day reading of the rule', () => {
    fc.assert(
      fc.property(fc.array(anyHabit, { maxLength: 4 }), (habits) => {
        const expected = WEEK.every((day) => {
          const present = habits.filter((h) => h.createdOn <= day);
          return (
            present.length > 0 && present.every((h) => (h.counts.get(day) ?? 0) >= h.dailyTarget)
          );
        });
        expect(isPerfectWeek(MONDAY, habits, SUNDAY)).toBe(expected);
      }),
    );
  });

  it('stays perfect when counts only go up', () => {
    fc.assert(
      fc.property(fc.array(anyHabit, { minLength: 1, maxLength: 4 }), (habits) => {
        const raised = habits.map((h) => ({
          ...h,
          counts: new Map([...h.counts].map(([d, c]) => [d, c + 1])),
        }));
        if (isPerfectWeek(MONDAY, habits, SUNDAY))
          expect(isPerfectWeek(MONDAY, raised, SUNDAY)).toBe(true);
      }),
    );
  });
});
