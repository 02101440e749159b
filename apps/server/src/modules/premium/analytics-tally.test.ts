import {
  addDays,
  completionRateByDueDays,
  computeFairStreak,
  computeStreak,
  daysBetween,
  type HabitDays,
  type Schedule,
  type ScheduledHabitDays,
} from '@streakwise/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { habitStreak, streakOf, tallyRange, type TallyHabit } from './analytics-tally.js';

const END = '2026-06-30'; // a Tuesday

/** A habit as the repository hands it over, from its day counts: `{ day: [count, target] }`. */
function habit(
  id: string,
  category: string,
  createdOn: string,
  archivedOn: string | null,
  counts: Record<string, [number, number]>,
  start: string,
  { schedule = { kind: 'daily' }, guarded = [] }: { schedule?: Schedule; guarded?: string[] } = {},
): TallyHabit {
  const rows = Object.entries(counts).filter(([day, [count]]) => day <= END && count > 0);
  const inRange = rows.filter(([day]) => day >= start);
  const today = counts[END];
  return {
    id,
    category,
    createdOn,
    archivedOn,
    schedule,
    done: rows.filter(([, [c, t]]) => c >= t).map(([day]) => daysBetween(start, day)),
    protectedDays: guarded.filter((day) => day <= END).map((day) => daysBetween(start, day)),
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

  it('agrees with completionRateByDueDays and computeStreak for daily habits, whatever the history', () => {
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
        const rate = (from: string, to: string) =>
          completionRateByDueDays(
            asDays.map((h) => ({ ...h, schedule: { kind: 'daily' } })),
            from,
            to,
          );
        expect(tally.current).toEqual(rate(start, END));
        expect(tally.previous).toEqual(rate(addDays(start, -DAYS), addDays(start, -1)));
        habits.forEach((h, i) => {
          expect(tally.habits.get(h.id)?.streak).toEqual(computeStreak(counted[i]!, END));
        });
      }),
    );
  });

  it('agrees with completionRateByDueDays and computeFairStreak, whatever the schedule', () => {
    const DAYS = 10;
    const start = addDays(END, -(DAYS - 1));
    const schedule: fc.Arbitrary<Schedule> = fc.oneof(
      fc.constant({ kind: 'daily' as const }),
      fc
        .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
        .map((days) => ({ kind: 'weekdays' as const, days })),
      fc.integer({ min: 1, max: 7 }).map((times) => ({ kind: 'weekly' as const, times })),
    );
    const spec = fc.record({
      schedule,
      created: fc.integer({ min: -25, max: 2 }),
      archivedAfter: fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }),
      rows: fc.dictionary(
        fc.integer({ min: -40, max: 2 }).map(String),
        fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 })),
      ),
      guarded: fc.uniqueArray(fc.integer({ min: -40, max: 0 }), { maxLength: 12 }),
    });
    fc.assert(
      fc.property(fc.array(spec, { maxLength: 5 }), (specs) => {
        const habits: TallyHabit[] = [];
        const asDays: ScheduledHabitDays[] = [];
        specs.forEach((s, i) => {
          const createdOn = addDays(END, s.created);
          const archivedOn = s.archivedAfter === null ? null : addDays(createdOn, s.archivedAfter);
          const counts = Object.fromEntries(
            Object.entries(s.rows).map(([offset, ct]) => [addDays(END, Number(offset)), ct]),
          );
          const guarded = s.guarded.map((offset) => addDays(END, offset));
          habits.push(
            habit(`h${i}`, 'Other', createdOn, archivedOn, counts, start, {
              schedule: s.schedule,
              guarded,
            }),
          );
          const done = Object.keys(counts).filter((d) => counts[d]![0] >= counts[d]![1]);
          asDays.push({
            createdOn,
            archivedOn,
            schedule: s.schedule,
            doneDays: new Set(done),
            protectedDays: new Set(guarded),
          });
          const streak = computeFairStreak({
            schedule: s.schedule,
            createdOn,
            done,
            protectedDays: guarded,
            today: END,
          });
          if (s.schedule.kind !== 'daily' || guarded.length > 0) {
            expect(tally(habits).habits.get(`h${i}`)?.streak).toEqual(streak);
          }
        });
        const result = tally(habits);
        expect(result.current).toEqual(completionRateByDueDays(asDays, start, END));
        expect(result.previous).toEqual(
          completionRateByDueDays(asDays, addDays(start, -DAYS), addDays(start, -1)),
        );
        // The days and the weekdays add up to the period's figures.
        for (const parts of [result.daily, result.weekdays]) {
          const sum = (key: 'completed' | 'protected' | 'possible') =>
            parts.reduce((n, p) => n + p[key], 0);
          expect([sum('completed'), sum('protected'), sum('possible')]).toEqual([
            result.current.completed,
            result.current.protected,
            result.current.possible,
          ]);
        }
      }),
    );

    function tally(habits: TallyHabit[]) {
      return tallyRange(habits, start, DAYS);
    }
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

describe('streakOf', () => {
  it('is the run ending today, or yesterday while today is not reached yet', () => {
    expect(streakOf([5, 3, 4, 0], 5)).toEqual({ current: 3, longest: 3 });
    expect(streakOf([3, 4], 5)).toEqual({ current: 2, longest: 2 });
    expect(streakOf([2, 3], 5)).toEqual({ current: 0, longest: 2 });
    expect(streakOf([-9, -8, -7, 4, 6], 5)).toEqual({ current: 1, longest: 3 });
    expect(streakOf([], 5)).toEqual({ current: 0, longest: 0 });
  });
});
