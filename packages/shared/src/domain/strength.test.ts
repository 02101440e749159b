import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf, weekStart, type Day } from './day.js';
import type { Schedule } from './schedule.js';
import { habitStrength, STRENGTH_WINDOW_DAYS, strengthScore } from './strength.js';

const DAILY: Schedule = { kind: 'daily' };
const TODAY = '2026-06-30';
const range = (from: Day, count: number): Day[] =>
  Array.from({ length: count }, (_, i) => addDays(from, i));

/** A daily habit created `days` days before today, done on every day of `done` (offsets). */
const daily = (days: number, done: Day[], protectedDays: Day[] = []) => ({
  schedule: DAILY,
  createdOn: addDays(TODAY, -days),
  done,
  protectedDays,
  today: TODAY,
});

describe('habit strength: the figures the product promises', () => {
  it('reaches about 80 after a month of a daily habit kept every day, 96 after two', () => {
    // 30 kept days ending yesterday; today is still open and counts for nothing yet.
    expect(habitStrength(daily(30, range(addDays(TODAY, -30), 30)))).toBe(80);
    expect(habitStrength(daily(60, range(addDays(TODAY, -60), 60)))).toBe(96);
    expect(habitStrength(daily(0, []))).toBe(0);
  });

  it('costs a few points for a missed day, not everything', () => {
    // Sixty days kept, then yesterday missed: as of yesterday (still open) and as of today.
    const kept = range(addDays(TODAY, -61), 60);
    const before = habitStrength({ ...daily(61, kept), today: addDays(TODAY, -1) });
    const after = habitStrength(daily(61, kept));
    expect(before).toBe(96);
    expect(before - after).toBeGreaterThanOrEqual(3);
    expect(before - after).toBeLessThanOrEqual(6);
  });

  it('leaves today alone until it is done, and counts it once done', () => {
    const kept = range(addDays(TODAY, -30), 30);
    expect(habitStrength(daily(30, kept))).toBe(80);
    expect(habitStrength(daily(30, [...kept, TODAY]))).toBe(81);
  });

  it('skips a weekday habit’s days off and counts a partial day as not kept', () => {
    const weekdays: Schedule = { kind: 'weekdays', days: [1, 2, 3, 4, 5] };
    const from = addDays(TODAY, -42); // six weeks before today, thirty weekdays in them
    const due = range(from, 42).filter((d) => ![0, 6].includes(weekdayOf(d)));
    const strength = habitStrength({
      schedule: weekdays,
      createdOn: from,
      done: due,
      protectedDays: [],
      today: TODAY,
    });
    expect(strength).toBe(80);
  });

  it('judges an N-a-week habit by whole weeks, however the days fall', () => {
    const weekly: Schedule = { kind: 'weekly', times: 3 };
    const monday = addDays(weekStart(TODAY), -7 * 8);
    const early = Array.from({ length: 8 }, (_, w) => range(addDays(monday, 7 * w), 3)).flat();
    const late = Array.from({ length: 8 }, (_, w) => range(addDays(monday, 7 * w + 4), 3)).flat();
    const of = (done: Day[]) =>
      habitStrength({ schedule: weekly, createdOn: monday, done, protectedDays: [], today: TODAY });
    expect(of(early)).toBe(of(late));
    // A week short by one day costs more than nothing and less than a whole week.
    const short = [...early.slice(0, 21), ...early.slice(22)];
    expect(of(short)).toBeLessThan(of(early));
    expect(of(short)).toBeGreaterThan(of(early.slice(0, 21)));
  });
});

/** Random histories: any schedule, some done and protected days over the window. */
const schedules = fc.oneof(
  fc.constant<Schedule>(DAILY),
  fc
    .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
    .map((days): Schedule => ({ kind: 'weekdays', days })),
  fc.integer({ min: 1, max: 7 }).map((times): Schedule => ({ kind: 'weekly', times })),
);
const offsets = fc.uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 120 });
const histories = fc.record({
  schedule: schedules,
  age: fc.integer({ min: 0, max: 200 }),
  done: offsets,
  protectedDays: offsets,
});
const toInput = (h: {
  schedule: Schedule;
  age: number;
  done: number[];
  protectedDays: number[];
}) => ({
  schedule: h.schedule,
  createdOn: addDays(TODAY, -h.age),
  done: h.done.map((o) => addDays(TODAY, -o)),
  protectedDays: h.protectedDays.map((o) => addDays(TODAY, -o)),
  today: TODAY,
});

describe('habit strength: properties', () => {
  it('is an integer from 0 to 100', () => {
    fc.assert(
      fc.property(histories, (h) => {
        const strength = habitStrength(toInput(h));
        expect(Number.isInteger(strength)).toBe(true);
        expect(strength).toBeGreaterThanOrEqual(0);
        expect(strength).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never falls when one more day is kept', () => {
    fc.assert(
      fc.property(histories, fc.integer({ min: 0, max: 200 }), (h, extra) => {
        const input = toInput(h);
        const more = { ...input, done: [...input.done, addDays(TODAY, -extra)] };
        expect(strengthScore(more)).toBeGreaterThanOrEqual(strengthScore(input) - 1e-12);
      }),
    );
  });

  it('is unchanged by protected days put in between the days of a daily habit', () => {
    // Outcomes oldest first (true = kept); protected days are inserted before some of them, which
    // moves everything earlier back by a day. Short enough to stay inside the window.
    const lives = fc.record({
      outcomes: fc.array(fc.boolean(), { minLength: 1, maxLength: 80 }),
      breaks: fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 20 }),
    });
    fc.assert(
      fc.property(lives, ({ outcomes, breaks }) => {
        const lay = (withBreaks: boolean) => {
          const days: { kept: boolean | null }[] = [];
          outcomes.forEach((kept, i) => {
            if (withBreaks && breaks.includes(i)) days.push({ kept: null });
            days.push({ kept });
          });
          // The last outcome falls on yesterday, so today is open.
          const first = addDays(TODAY, -days.length);
          const at = (i: number) => addDays(first, i);
          return {
            schedule: DAILY,
            createdOn: first,
            done: days.flatMap((d, i) => (d.kept ? [at(i)] : [])),
            protectedDays: days.flatMap((d, i) => (d.kept === null ? [at(i)] : [])),
            today: TODAY,
          };
        };
        expect(strengthScore(lay(true))).toBeCloseTo(strengthScore(lay(false)), 12);
      }),
    );
  });

  it('is unchanged by a protected day on a day kept anyway, or by a week off of a weekly habit', () => {
    fc.assert(
      fc.property(histories, (h) => {
        const input = toInput(h);
        const alsoProtected = { ...input, protectedDays: [...input.protectedDays, ...input.done] };
        expect(strengthScore(alsoProtected)).toBe(strengthScore(input));
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        offsets,
        fc.integer({ min: 1, max: 12 }),
        (times, done, gap) => {
          // The same weeks, with a whole protected week put in after the `gap`-th week back.
          const schedule: Schedule = { kind: 'weekly', times };
          const monday = weekStart(TODAY);
          const createdOn = addDays(monday, -7 * 20);
          const cut = addDays(monday, -7 * gap);
          const days = done.map((o) => addDays(TODAY, -(o % 140))).filter((d) => d >= createdOn);
          const shifted = days.map((d) => (d < cut ? addDays(d, -7) : d));
          const week = range(addDays(cut, -7), 7);
          const plain = { schedule, createdOn, done: days, protectedDays: [], today: TODAY };
          const withWeekOff = {
            ...plain,
            createdOn: addDays(createdOn, -7),
            done: shifted,
            protectedDays: week,
          };
          expect(strengthScore(withWeekOff)).toBeCloseTo(strengthScore(plain), 12);
        },
      ),
    );
  });

  it('forgets what lies beyond its window', () => {
    const kept = range(addDays(TODAY, -STRENGTH_WINDOW_DAYS + 1), STRENGTH_WINDOW_DAYS - 1);
    const older = range(addDays(TODAY, -400), 200);
    expect(habitStrength(daily(400, [...older, ...kept]))).toBe(habitStrength(daily(400, kept)));
    expect(habitStrength(daily(400, kept))).toBe(100);
  });
});
