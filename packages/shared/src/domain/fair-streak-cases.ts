import fc from 'fast-check';
import { addDays, type Day } from './day.js';
import { MAX_FREEZES, type Schedule } from './schedule.js';

/*
 * The habits the fair streak's tests play (fair-streak.test.ts, freeze-plan.test.ts): the
 * schedules of the examples, and random histories for the properties.
 */

export const DAILY: Schedule = { kind: 'daily' };
export const WEEKDAYS: Schedule = { kind: 'weekdays', days: [1, 2, 3, 4, 5] };
export const THREE_A_WEEK: Schedule = { kind: 'weekly', times: 3 };
export const range = (from: Day, to: Day): Day[] => {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

// ---------------------------------------------------------------------------------------------
// Properties, against slow day-by-day (and week-by-week) readings of the rules.

export const TODAY = '2026-03-30'; // a Monday

export const anySchedule: fc.Arbitrary<Schedule> = fc.oneof(
  fc.constant<Schedule>(DAILY),
  fc
    .subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 })
    .map((days): Schedule => ({ kind: 'weekdays', days })),
  fc.integer({ min: 1, max: 7 }).map((times): Schedule => ({ kind: 'weekly', times })),
);

export interface Case {
  schedule: Schedule;
  createdOn: Day;
  today: Day;
  done: Day[];
  protectedDays: Day[];
}

/**
 * A habit created up to 70 days before today (today anywhere in a week), with done days (some
 * before creation or after today, which must be ignored), single skips, vacations of 1–10 days
 * and used freezes.
 */
export const anyCase: fc.Arbitrary<Case> = fc
  .record({
    schedule: anySchedule,
    shift: fc.integer({ min: 0, max: 6 }),
    age: fc.integer({ min: 0, max: 70 }),
    density: fc.double({ min: 0.3, max: 1, noNaN: true }),
    doneSeed: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
      minLength: 80,
      maxLength: 80,
    }),
    skips: fc.array(fc.integer({ min: -2, max: 72 }), { maxLength: 6 }),
    vacations: fc.array(
      fc.record({
        start: fc.integer({ min: 0, max: 70 }),
        length: fc.integer({ min: 1, max: 10 }),
      }),
      { maxLength: 2 },
    ),
    freezes: fc.array(fc.integer({ min: 0, max: 70 }), { maxLength: MAX_FREEZES }),
  })
  .map(({ schedule, shift, age, density, doneSeed, skips, vacations, freezes }): Case => {
    const today = addDays(TODAY, shift);
    const createdOn = addDays(today, -age);
    const done = doneSeed.flatMap((r, i) => (r < density ? [addDays(today, 3 - i)] : []));
    const protectedDays = [
      ...skips.map((n) => addDays(today, -n)),
      ...vacations.flatMap(({ start, length }) =>
        Array.from({ length }, (_, i) => addDays(today, i - start)),
      ),
      ...freezes.map((n) => addDays(today, -n)),
    ];
    return { schedule, createdOn, today, done, protectedDays };
  });
