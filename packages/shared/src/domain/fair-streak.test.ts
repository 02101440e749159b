import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf, weekDays, weekStart } from './day.js';
import { computeFairStreak } from './fair-streak.js';
import { anyCase, DAILY, range, THREE_A_WEEK, WEEKDAYS, type Case } from './fair-streak-cases.js';
import { dueDaysBetween, isDue, type Schedule } from './schedule.js';
import { computeStreak } from './streaks.js';

describe('fair streak examples', () => {
  it('keeps a weekday habit over the weekend it does not owe', () => {
    // Monday 16 to Friday 20 March done, the weekend off, Monday 23 done: 6 due days in a row.
    const done = [...range('2026-03-16', '2026-03-20'), '2026-03-23'];
    const history = { schedule: WEEKDAYS, createdOn: '2026-03-16', done, protectedDays: [] };
    expect(computeFairStreak({ ...history, today: '2026-03-23' })).toEqual({
      current: 6,
      longest: 6,
    });
    // Tuesday not done yet: still 6. Wednesday without Tuesday: Tuesday was missed.
    expect(computeFairStreak({ ...history, today: '2026-03-24' }).current).toBe(6);
    expect(computeFairStreak({ ...history, today: '2026-03-25' }).current).toBe(0);
    // The same days on a daily schedule: the weekend breaks it.
    expect(computeFairStreak({ ...history, schedule: DAILY, today: '2026-03-23' }).current).toBe(1);
  });

  it('counts a 3-a-week habit in weeks', () => {
    const history = {
      schedule: THREE_A_WEEK,
      createdOn: '2026-03-02',
      // Mon/Wed/Fri for three weeks, then Tuesday of the fourth.
      done: ['02', '04', '06', '09', '11', '13', '16', '18', '20', '24'].map((d) => `2026-03-${d}`),
      protectedDays: [],
    };
    // Thursday 26 March: this week has 1 of 3 and is still open.
    expect(computeFairStreak({ ...history, today: '2026-03-26' })).toEqual({
      current: 3,
      longest: 3,
    });
    // The week ended with 1 of 3: by the next Monday the run is over.
    expect(computeFairStreak({ ...history, today: '2026-03-30' })).toEqual({
      current: 0,
      longest: 3,
    });
  });

  it('counts a weekly habit created late in a week against what was left of it', () => {
    // Created Saturday: 2 of 3 that weekend meets the week.
    const history = {
      schedule: THREE_A_WEEK,
      createdOn: '2026-03-28',
      done: ['2026-03-28', '2026-03-29'],
      protectedDays: [],
    };
    expect(computeFairStreak({ ...history, today: '2026-03-30' }).current).toBe(1);
  });

  it('keeps a daily streak through a 5-day vacation without adding to it', () => {
    const before = range('2026-03-01', '2026-03-10'); // 10 days
    const vacation = range('2026-03-11', '2026-03-15'); // 5 days
    const after = ['2026-03-16', '2026-03-17'];
    const history = { schedule: DAILY, createdOn: '2026-03-01', done: [...before, ...after] };
    expect(computeFairStreak({ ...history, protectedDays: vacation, today: '2026-03-17' })).toEqual(
      { current: 12, longest: 12 },
    );
    expect(computeFairStreak({ ...history, protectedDays: [], today: '2026-03-17' })).toEqual({
      current: 2,
      longest: 10,
    });
  });

  it('keeps a 3-a-week habit through a week that vacation made short', () => {
    const history = {
      schedule: THREE_A_WEEK,
      createdOn: '2026-03-02',
      done: ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-16', '2026-03-18'],
      protectedDays: range('2026-03-10', '2026-03-13'), // 1 done + 4 protected >= 3: kept
    };
    expect(computeFairStreak({ ...history, today: '2026-03-20' }).current).toBe(1);
    expect(
      computeFairStreak({ ...history, done: [...history.done, '2026-03-20'], today: '2026-03-20' }),
    ).toEqual({ current: 2, longest: 2 });
  });
});

// Properties, against slow day-by-day (and week-by-week) readings of the rules.

/** The rule read day by day (or week by week), from creation to today. */
function referenceStreak({ schedule, createdOn, today, done, protectedDays }: Case) {
  const isDone = new Set(done);
  const isProtected = new Set(protectedDays);
  let run = 0;
  let longest = 0;
  const settle = (met: boolean, kept: boolean, open: boolean) => {
    if (met) longest = Math.max(longest, ++run);
    else if (!kept && !open) run = 0;
  };
  if (schedule.kind === 'weekly') {
    for (let monday = weekStart(createdOn); monday <= today; monday = addDays(monday, 7)) {
      const days = weekDays(monday).filter((d) => d >= createdOn && d <= today);
      const owed = Math.min(schedule.times, weekDays(monday).filter((d) => d >= createdOn).length);
      const doneN = days.filter((d) => isDone.has(d)).length;
      const keptN = days.filter((d) => !isDone.has(d) && isProtected.has(d)).length;
      settle(doneN >= owed, doneN + keptN >= owed, monday === weekStart(today));
    }
  } else {
    for (let day = createdOn; day <= today; day = addDays(day, 1)) {
      if (isDue(schedule, day)) settle(isDone.has(day), isProtected.has(day), day === today);
    }
  }
  return { current: run, longest };
}

/** Due days since creation, or weeks for a weekly habit: the most a streak can reach. */
function mostPossible({ schedule, createdOn, today }: Case): number {
  return schedule.kind === 'weekly'
    ? daysBetween(weekStart(createdOn), weekStart(today)) / 7 + 1
    : dueDaysBetween(schedule, createdOn, today);
}

describe('fair streak properties', () => {
  it('matches the rule read day by day, for every kind of schedule', () => {
    fc.assert(
      fc.property(anyCase, (c) => {
        expect(computeFairStreak(c)).toEqual(referenceStreak(c));
      }),
      { numRuns: 300 },
    );
  });

  it('never exceeds the due days (weeks) since creation, and current <= longest', () => {
    fc.assert(
      fc.property(anyCase, (c) => {
        const { current, longest } = computeFairStreak(c);
        expect(current).toBeGreaterThanOrEqual(0);
        expect(current).toBeLessThanOrEqual(longest);
        expect(longest).toBeLessThanOrEqual(mostPossible(c));
      }),
    );
  });

  it('equals computeStreak for a daily habit with nothing protected', () => {
    fc.assert(
      fc.property(anyCase, ({ createdOn, today, done }) => {
        const since = done.filter((d) => d >= createdOn);
        expect(
          computeFairStreak({ schedule: DAILY, createdOn, today, done: since, protectedDays: [] }),
        ).toEqual(computeStreak(since, today));
      }),
    );
  });

  it('never lets protection add: doing the protected days instead is at least as long', () => {
    fc.assert(
      fc.property(anyCase, (c) => {
        const protectedStreak = computeFairStreak(c);
        const doneInstead = computeFairStreak({
          ...c,
          done: [...c.done, ...c.protectedDays],
          protectedDays: [],
        });
        expect(protectedStreak.current).toBeLessThanOrEqual(doneInstead.current);
        expect(protectedStreak.longest).toBeLessThanOrEqual(doneInstead.longest);
        // With nothing done, protection alone is no streak at all.
        expect(computeFairStreak({ ...c, done: [] })).toEqual({ current: 0, longest: 0 });
      }),
    );
  });

  it('only keeps streaks alive: removing all protection never makes one longer', () => {
    fc.assert(
      fc.property(anyCase, (c) => {
        const kept = computeFairStreak(c);
        const bare = computeFairStreak({ ...c, protectedDays: [] });
        expect(bare.current).toBeLessThanOrEqual(kept.current);
        expect(bare.longest).toBeLessThanOrEqual(kept.longest);
      }),
    );
  });

  it('treats a protected weekday as a day off: protecting every Wednesday = not owing it', () => {
    const weekdayCase = anyCase.chain((c) =>
      fc
        .subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 2 })
        .chain((days) => fc.constantFrom(...days).map((off) => ({ c, days, off }))),
    );
    fc.assert(
      fc.property(weekdayCase, ({ c, days, off }) => {
        const done = c.done.filter((d) => weekdayOf(d) !== off);
        const allOff = range(c.createdOn, c.today).filter((d) => weekdayOf(d) === off);
        const protectedDays = c.protectedDays.filter((d) => weekdayOf(d) !== off);
        const owed: Schedule = { kind: 'weekdays', days };
        const notOwed: Schedule = { kind: 'weekdays', days: days.filter((d) => d !== off) };
        expect(
          computeFairStreak({
            ...c,
            schedule: owed,
            done,
            protectedDays: [...protectedDays, ...allOff],
          }),
        ).toEqual(computeFairStreak({ ...c, schedule: notOwed, done, protectedDays }));
      }),
    );
  });

  it('does not depend on order or repeats', () => {
    fc.assert(
      fc.property(anyCase, (c) => {
        const shuffled = {
          ...c,
          done: [...c.done].reverse().concat(c.done.slice(0, 3)),
          protectedDays: [...c.protectedDays].reverse().concat(c.protectedDays),
        };
        expect(computeFairStreak(shuffled)).toEqual(computeFairStreak(c));
      }),
    );
  });
});
