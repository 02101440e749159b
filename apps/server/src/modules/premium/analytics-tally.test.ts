import { addDays, daysBetween } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { END, tallyHabit as habit } from '../../test/tally.js';
import { habitStreak, tallyRange } from './analytics-tally.js';

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
      { date: '2026-06-28', completed: 1, protected: 0, possible: 2, rate: 50 },
      { date: '2026-06-29', completed: 0, protected: 0, possible: 2, rate: 0 },
      { date: '2026-06-30', completed: 0, protected: 0, possible: 1, rate: 0 },
    ]);
    expect(tally.current).toEqual({ completed: 1, protected: 0, possible: 5, rate: 20 });
    expect(tally.previous).toEqual({ completed: 1, protected: 0, possible: 3, rate: 33.3 });
    expect(tally.habits.get('a')).toEqual({
      days: 3,
      done: 1,
      protected: 0,
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

  it('counts a weekday habit on its due days only, and a protected day as neither', () => {
    // Two weeks to Sunday 28 June; Monday–Friday, done every weekday but Wednesday 24th, which
    // was skipped. Saturday 27th was done too: an extra that counts for nothing.
    const start = '2026-06-15';
    const end = '2026-06-28';
    const weekdays = Array.from({ length: 14 }, (_, i) => addDays(start, i)).filter(
      (day) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()),
    );
    const counts = Object.fromEntries(
      [...weekdays.filter((d) => d !== '2026-06-24'), '2026-06-27'].map((d) => [d, [1, 1]]),
    ) as Record<string, [number, number]>;
    const h = habit('w', 'Health', start, null, counts, start, {
      schedule: { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
      guarded: ['2026-06-24'],
    });
    const result = tallyRange([h], start, daysBetween(start, end) + 1);
    expect(result.current).toEqual({ completed: 9, protected: 1, possible: 9, rate: 100 });
    expect(result.daily.find((d) => d.date === '2026-06-24')).toMatchObject({
      completed: 0,
      protected: 1,
      possible: 0,
    });
    expect(result.daily.find((d) => d.date === '2026-06-27')).toMatchObject({
      completed: 0,
      possible: 0,
    });
    expect(result.weekdays.map((w) => [w.label, w.possible, w.days])).toEqual([
      ['Sun', 0, 0],
      ['Mon', 2, 2],
      ['Tue', 2, 2],
      ['Wed', 1, 1],
      ['Thu', 2, 2],
      ['Fri', 2, 2],
      ['Sat', 0, 0],
    ]);
    // The skipped Wednesday keeps the run going: 9 done weekdays in a row.
    expect(result.habits.get('w')?.streak).toEqual({ current: 9, longest: 9 });
    expect(habitStreak(h, start, 13)).toEqual({ current: 9, longest: 9 });
  });
});

describe('habitStreak of a daily habit with nothing protected', () => {
  it('is the run ending today, or yesterday while today is not reached yet', () => {
    const start = addDays(END, -5);
    const streakOf = (done: number[], today: number) =>
      habitStreak(
        { schedule: { kind: 'daily' }, createdOn: addDays(start, -9), done, protectedDays: [] },
        start,
        today,
      );
    expect(streakOf([5, 3, 4, 0], 5)).toEqual({ current: 3, longest: 3 });
    expect(streakOf([3, 4], 5)).toEqual({ current: 2, longest: 2 });
    expect(streakOf([2, 3], 5)).toEqual({ current: 0, longest: 2 });
    expect(streakOf([-9, -8, -7, 4, 6], 5)).toEqual({ current: 1, longest: 3 });
    expect(streakOf([], 5)).toEqual({ current: 0, longest: 0 });
  });
});
