import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completionRate } from './completion-rate.js';
import { addDays, type Day } from './day.js';
import { completionRateByDueDays, type ScheduledHabitDays } from './fair-completion-rate.js';
import type { Schedule } from './schedule.js';

const range = (from: Day, to: Day): Day[] => {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};
// Monday 2 to Sunday 15 March 2026: two whole weeks.
const FROM = '2026-03-02';
const TO = '2026-03-15';

const habit = (
  schedule: Schedule,
  done: Day[],
  protectedDays: Day[] = [],
  createdOn = '2026-01-01',
): ScheduledHabitDays => ({
  schedule,
  createdOn,
  doneDays: new Set(done),
  protectedDays: new Set(protectedDays),
});

describe('completionRateByDueDays', () => {
  it('does not mark a weekday habit down for its weekends', () => {
    const weekdays = range(FROM, TO).filter((d) => !['2026-03-07', '2026-03-08'].includes(d));
    const h = habit({ kind: 'weekdays', days: [1, 2, 3, 4, 5] }, weekdays.slice(0, 9));
    expect(completionRateByDueDays([h], FROM, TO)).toEqual({
      completed: 9,
      protected: 0,
      possible: 10,
      rate: 90,
    });
  });

  it('asks a 3-a-week habit for 3 days a week, and no more', () => {
    // Week 1: 5 days done (counts as 3); week 2: 2 done.
    const done = [...range(FROM, '2026-03-06'), '2026-03-09', '2026-03-10'];
    expect(completionRateByDueDays([habit({ kind: 'weekly', times: 3 }, done)], FROM, TO)).toEqual({
      completed: 5,
      protected: 0,
      possible: 6,
      rate: 83.3,
    });
  });

  it('excuses protected days instead of failing them', () => {
    const done = range(FROM, '2026-03-10');
    const sick = range('2026-03-11', '2026-03-15');
    expect(completionRateByDueDays([habit({ kind: 'daily' }, done, sick)], FROM, TO)).toEqual({
      completed: 9,
      protected: 5,
      possible: 9,
      rate: 100,
    });
    // A 3-a-week habit off sick all of week 2 owes nothing that week.
    const weekly = habit({ kind: 'weekly', times: 3 }, ['2026-03-02', '2026-03-03'], sick);
    expect(completionRateByDueDays([weekly], FROM, TO)).toEqual({
      completed: 2,
      protected: 3,
      possible: 3,
      rate: 66.7,
    });
  });

  it('counts from creation and stops at archiving', () => {
    const h = {
      ...habit({ kind: 'weekly', times: 3 }, ['2026-03-14'], [], '2026-03-14'),
      archivedOn: '2026-03-16',
    };
    // Created Saturday: that weekend owes 2.
    expect(completionRateByDueDays([h], FROM, '2026-03-31')).toEqual({
      completed: 1,
      protected: 0,
      possible: 2,
      rate: 50,
    });
  });

  const anySchedule: fc.Arbitrary<Schedule> = fc.oneof(
    fc.constant<Schedule>({ kind: 'daily' }),
    fc
      .subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 })
      .map((days): Schedule => ({ kind: 'weekdays', days })),
    fc.integer({ min: 1, max: 7 }).map((times): Schedule => ({ kind: 'weekly', times })),
  );
  const offsets = fc.array(fc.integer({ min: -5, max: 40 }), { maxLength: 40 });
  const anyHabit = fc
    .record({
      schedule: anySchedule,
      created: fc.integer({ min: -10, max: 30 }),
      archived: fc.option(fc.integer({ min: -5, max: 45 })),
      done: offsets,
      guarded: offsets,
    })
    .map(({ schedule, created, archived, done, guarded }) => ({
      ...habit(
        schedule,
        done.map((n) => addDays(FROM, n)),
        guarded.map((n) => addDays(FROM, n)),
        addDays(FROM, created),
      ),
      archivedOn: archived === null ? null : addDays(FROM, archived),
    }));
  const anyRange = fc
    .tuple(fc.integer({ min: -3, max: 20 }), fc.integer({ min: 0, max: 25 }))
    .map(([start, length]) => ({ from: addDays(FROM, start), to: addDays(FROM, start + length) }));

  it('equals completionRate for daily habits with nothing protected', () => {
    fc.assert(
      fc.property(fc.array(anyHabit, { maxLength: 3 }), anyRange, (habits, { from, to }) => {
        const daily = habits.map((h) => ({
          ...h,
          schedule: { kind: 'daily' } as const,
          protectedDays: new Set<Day>(),
        }));
        const { protected: excused, ...tally } = completionRateByDueDays(daily, from, to);
        expect(excused).toBe(0);
        expect(tally).toEqual(completionRate(daily, from, to));
      }),
    );
  });

  it('stays within 0–100 and never counts more done or excused days than were due', () => {
    fc.assert(
      fc.property(fc.array(anyHabit, { maxLength: 3 }), anyRange, (habits, { from, to }) => {
        const tally = completionRateByDueDays(habits, from, to);
        expect(tally.completed).toBeLessThanOrEqual(tally.possible);
        expect(tally.rate).toBeGreaterThanOrEqual(0);
        expect(tally.rate).toBeLessThanOrEqual(100);
        const bare = completionRateByDueDays(
          habits.map((h) => ({ ...h, protectedDays: new Set<Day>() })),
          from,
          to,
        );
        // Protection moves due days out of `possible`, one for one, and never changes `completed`.
        expect(bare.completed).toBe(tally.completed);
        expect(bare.possible).toBe(tally.possible + tally.protected);
      }),
    );
  });
});
