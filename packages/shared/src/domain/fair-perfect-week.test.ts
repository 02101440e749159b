import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekDays, type Day } from './day.js';
import { isFairPerfectWeek, type ScheduledWeekHabit } from './fair-perfect-week.js';
import { isPerfectWeek } from './perfect-week.js';
import type { Schedule } from './schedule.js';

const MONDAY = '2026-10-19';
const SUNDAY = '2026-10-25';
const WEEK = weekDays(MONDAY);
const WEEKDAYS: Schedule = { kind: 'weekdays', days: [1, 2, 3, 4, 5] };

const habit = (schedule: Schedule, done: Day[], createdOn = '2026-10-01'): ScheduledWeekHabit => ({
  schedule,
  createdOn,
  doneDays: new Set(done),
});

describe('isFairPerfectWeek', () => {
  it('lets a weekday habit have a perfect week without its weekend', () => {
    expect(isFairPerfectWeek(MONDAY, [habit(WEEKDAYS, WEEK.slice(0, 5))], SUNDAY)).toBe(true);
    expect(isFairPerfectWeek(MONDAY, [habit(WEEKDAYS, WEEK.slice(0, 4))], SUNDAY)).toBe(false);
    expect(isFairPerfectWeek(MONDAY, [habit(WEEKDAYS, WEEK.slice(0, 5))], '2026-10-24')).toBe(
      false,
    );
  });

  it('asks a weekly habit for its days, whichever they are', () => {
    const weekly: Schedule = { kind: 'weekly', times: 3 };
    expect(isFairPerfectWeek(MONDAY, [habit(weekly, [WEEK[1]!, WEEK[4]!, SUNDAY])], SUNDAY)).toBe(
      true,
    );
    expect(isFairPerfectWeek(MONDAY, [habit(weekly, [WEEK[1]!, SUNDAY])], SUNDAY)).toBe(false);
    // Created on Saturday, with another habit all week: 2 days is all it can owe.
    const daily = habit({ kind: 'daily' }, WEEK);
    const late = habit(weekly, ['2026-10-24', SUNDAY], '2026-10-24');
    expect(isFairPerfectWeek(MONDAY, [daily, late], SUNDAY)).toBe(true);
  });

  it('equals isPerfectWeek for daily habits', () => {
    const anyHabit = fc.record({
      createdIndex: fc.integer({ min: -3, max: 8 }),
      done: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
    });
    fc.assert(
      fc.property(
        fc.array(anyHabit, { maxLength: 4 }),
        fc.integer({ min: -2, max: 9 }),
        (habits, todayIndex) => {
          const today = addDays(MONDAY, todayIndex);
          const fair = habits.map(({ createdIndex, done }) =>
            habit(
              { kind: 'daily' },
              WEEK.filter((_, i) => done[i]),
              addDays(MONDAY, createdIndex),
            ),
          );
          const plain = fair.map((h) => ({
            createdOn: h.createdOn,
            dailyTarget: 1,
            counts: new Map(WEEK.map((d) => [d, h.doneDays.has(d) ? 1 : 0])),
          }));
          expect(isFairPerfectWeek(MONDAY, fair, today)).toBe(isPerfectWeek(MONDAY, plain, today));
        },
      ),
    );
  });
});
