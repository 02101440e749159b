import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toRate } from './completion-rate.js';
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

  it('is kept days ÷ days lived for daily habits with nothing protected', () => {
    fc.assert(
      fc.property(fc.array(anyHabit, { maxLength: 3 }), anyRange, (habits, { from, to }) => {
        const daily = habits.map((h) => ({
          ...h,
          schedule: { kind: 'daily' } as const,
          protectedDays: new Set<Day>(),
        }));
        let completed = 0;
        let possible = 0;
        for (const h of daily) {
          for (const day of range(from, to)) {
            if (day < h.createdOn || (h.archivedOn != null && day >= h.archivedOn)) continue;
            possible += 1;
            if (h.doneDays.has(day)) completed += 1;
          }
        }
        expect(completionRateByDueDays(daily, from, to)).toEqual({
          completed,
          protected: 0,
          possible,
          rate: toRate(completed, possible),
        });
      }),
    );
  });

  it('counts a closed week of a weekly habit whole, whatever the open-week rule', () => {
    fc.assert(
      fc.property(fc.array(anyHabit, { maxLength: 3 }), (habits) => {
        // FROM..TO are two whole weeks: no week is open, so protection moves days one for one.
        const tally = completionRateByDueDays(habits, FROM, TO);
        const bare = completionRateByDueDays(
          habits.map((h) => ({ ...h, protectedDays: new Set<Day>() })),
          FROM,
          TO,
        );
        expect(bare.possible).toBe(tally.possible + tally.protected);
      }),
    );
  });

  describe('a week still open (the range ends before its Sunday)', () => {
    const weekly = (done: Day[], guarded: Day[] = []) =>
      habit({ kind: 'weekly', times: 3 }, done, guarded);
    it('is not behind on Monday, nor with as many days left as it still owes', () => {
      // Monday 2 March, nothing done: 6 days left for 3.
      expect(completionRateByDueDays([weekly([])], FROM, FROM)).toEqual({
        completed: 0,
        protected: 0,
        possible: 0,
        rate: 0,
      });
      // Thursday, one done: 3 days left for 2.
      expect(completionRateByDueDays([weekly(['2026-03-03'])], FROM, '2026-03-05')).toEqual({
        completed: 1,
        protected: 0,
        possible: 1,
        rate: 100,
      });
    });
    it('counts a miss once the rest of the week can no longer make it up', () => {
      // Saturday, one done: 1 day left for 2, so 1 is missed.
      expect(completionRateByDueDays([weekly(['2026-03-03'])], FROM, '2026-03-07')).toEqual({
        completed: 1,
        protected: 0,
        possible: 2,
        rate: 50,
      });
      // Friday, nothing done, Tuesday a rest day: 2 days left for 2.
      expect(completionRateByDueDays([weekly([], ['2026-03-03'])], FROM, '2026-03-06')).toEqual({
        completed: 0,
        protected: 1,
        possible: 0,
        rate: 0,
      });
    });
    it('has no days left after the habit was archived', () => {
      const archived = { ...weekly(['2026-03-02']), archivedOn: '2026-03-04' };
      // Lived Mon–Tue of a 3-a-week: owes 2 and has no day left to make the second up.
      expect(completionRateByDueDays([archived], FROM, '2026-03-03')).toEqual({
        completed: 1,
        protected: 0,
        possible: 2,
        rate: 50,
      });
    });
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
        // Protection never changes `completed` and never adds a miss; in a closed week it moves
        // due days out of `possible` one for one (above), in an open one it may excuse a day
        // that was not yet owed.
        expect(bare.completed).toBe(tally.completed);
        expect(tally.possible).toBeLessThanOrEqual(bare.possible);
        expect(bare.possible).toBeLessThanOrEqual(tally.possible + tally.protected);
      }),
    );
  });
});
