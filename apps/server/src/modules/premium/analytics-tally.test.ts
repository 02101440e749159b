import {
  addDays,
  completionRate,
  computeStreak,
  daysBetween,
  type HabitDays,
} from '@streakwise/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streakOf, tallyRange, type TallyHabit } from './analytics-tally.js';

const END = '2026-06-30'; // a Tuesday

/** A habit as the repository hands it over, from its day counts: `{ day: [count, target] }`. */
function habit(
  id: string,
  category: string,
  createdOn: string,
  archivedOn: string | null,
  counts: Record<string, [number, number]>,
  start: string,
): TallyHabit {
  const rows = Object.entries(counts).filter(([day, [count]]) => day <= END && count > 0);
  const inRange = rows.filter(([day]) => day >= start);
  const today = counts[END];
  return {
    id,
    category,
    createdOn,
    archivedOn,
    done: rows.filter(([, [c, t]]) => c >= t).map(([day]) => daysBetween(start, day)),
    checkedIn: inRange.length,
    units: inRange.reduce((n, [, [c]]) => n + c, 0),
    today: today ? { count: today[0], target: today[1] } : null,
  };
}

describe('tallyRange', () => {
  it('counts a day by the target of that day, and only while the habit existed', () => {
    const start = '2026-06-28';
    const a = habit(
      'a',
      'Health',
      '2026-06-28',
      null,
      {
        '2026-06-27': [1, 1], // before it existed: no rate, but still a streak day
        '2026-06-28': [2, 2],
        '2026-06-29': [2, 3], // the target went up: partial
      },
      start,
    );
    const b = habit(
      'b',
      'Other',
      '2026-06-01',
      '2026-06-30',
      {
        '2026-06-26': [1, 1], // the period before
        '2026-06-30': [1, 1], // its archive day: not counted
      },
      start,
    );
    const tally = tallyRange([a, b], start, 3);
    expect(tally.daily).toEqual([
      { date: '2026-06-28', completed: 1, possible: 2, rate: 50 },
      { date: '2026-06-29', completed: 0, possible: 2, rate: 0 },
      { date: '2026-06-30', completed: 0, possible: 1, rate: 0 },
    ]);
    expect(tally.current).toEqual({ completed: 1, possible: 5, rate: 20 });
    expect(tally.previous).toEqual({ completed: 1, possible: 3, rate: 33.3 });
    expect(tally.habits.get('a')).toEqual({
      days: 3,
      done: 1,
      checkedIn: 2,
      units: 4,
      today: null,
      streak: { current: 0, longest: 2 },
    });
    expect(tally.habits.get('b')?.streak).toEqual({ current: 1, longest: 1 });
    expect(
      tally.categories.map((c) => [c.category, c.habitCount, c.completed, c.possible]),
    ).toEqual([
      ['Health', 1, 1, 3],
      ['Other', 1, 0, 2],
    ]);
    // Sunday 28th, Monday 29th, Tuesday 30th.
    expect(tally.weekdays.map((w) => [w.label, w.completed, w.possible, w.days])).toEqual([
      ['Sun', 1, 2, 1],
      ['Mon', 0, 2, 1],
      ['Tue', 0, 1, 1],
      ['Wed', 0, 0, 0],
      ['Thu', 0, 0, 0],
      ['Fri', 0, 0, 0],
      ['Sat', 0, 0, 0],
    ]);
  });

  it("lists the user's own categories after the built-ins, by name", () => {
    const start = '2026-06-30';
    const day = { '2026-06-30': [1, 1] as [number, number] };
    const tally = tallyRange(
      [
        habit('a', 'zen', start, null, day, start),
        habit('b', 'Other', start, null, {}, start),
        habit('c', 'Art', start, null, {}, start),
        habit('d', 'Health', start, null, day, start),
        habit('e', 'Art', start, null, day, start),
      ],
      start,
      1,
    );
    expect(
      tally.categories.map((c) => [c.category, c.habitCount, c.completed, c.possible]),
    ).toEqual([
      ['Health', 1, 1, 1],
      ['Other', 1, 0, 1],
      ['Art', 2, 1, 2],
      ['zen', 1, 1, 1],
    ]);
  });

  it('agrees with completionRate and computeStreak, whatever the history', () => {
    const DAYS = 10;
    const start = addDays(END, -(DAYS - 1));
    const spec = fc.record({
      created: fc.integer({ min: -25, max: 2 }),
      archivedAfter: fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }),
      rows: fc.dictionary(
        fc.integer({ min: -40, max: 2 }).map(String),
        fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 })),
      ),
    });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 5 }), (specs) => {
        const habits: TallyHabit[] = [];
        const asDays: HabitDays[] = [];
        const counted: string[][] = [];
        specs.forEach((s, i) => {
          const createdOn = addDays(END, s.created);
          const archivedOn = s.archivedAfter === null ? null : addDays(createdOn, s.archivedAfter);
          const counts = Object.fromEntries(
            Object.entries(s.rows).map(([offset, ct]) => [addDays(END, Number(offset)), ct]),
          );
          habits.push(habit(`h${i}`, 'Other', createdOn, archivedOn, counts, start));
          const done = Object.keys(counts).filter((d) => counts[d]![0] >= counts[d]![1]);
          asDays.push({ createdOn, archivedOn, doneDays: new Set(done) });
          counted.push(done);
        });
        const tally = tallyRange(habits, start, DAYS);
        expect(tally.current).toEqual(completionRate(asDays, start, END));
        expect(tally.previous).toEqual(
          completionRate(asDays, addDays(start, -DAYS), addDays(start, -1)),
        );
        habits.forEach((h, i) => {
          expect(tally.habits.get(h.id)?.streak).toEqual(computeStreak(counted[i]!, END));
        });
        const sum = (key: 'completed' | 'possible') =>
          tally.weekdays.reduce((n, w) => n + w[key], 0);
        expect([sum('completed'), sum('possible')]).toEqual([
          tally.current.completed,
          tally.current.possible,
        ]);
      }),
    );
  });
});

describe('streakOf', () => {
  it('is the run ending today, or yesterday while today is not reached yet', () => {
    expect(streakOf([5, 3, 4, 0], 5)).toEqual({ current: 3, longest: 3 });
    expect(streakOf([3, 4], 5)).toEqual({ current: 2, longest: 2 });
    expect(streakOf([2, 3], 5)).toEqual({ current: 0, longest: 2 });
    expect(streakOf([-9, -8, -7, 4, 6], 5)).toEqual({ current: 1, longest: 3 });
    expect(streakOf([], 5)).toEqual({ current: 0, longest: 0 });
  });
});
