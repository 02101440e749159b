import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf, weekDays, weekStart, type Day } from './day.js';
import { computeFairStreak, planFreezes } from './fair-streak.js';
import {
  dueDaysBetween,
  FREEZE_MIN_STREAK,
  isDue,
  MAX_FREEZES,
  type Schedule,
} from './schedule.js';
import { computeStreak } from './streaks.js';

const DAILY: Schedule = { kind: 'daily' };
const WEEKDAYS: Schedule = { kind: 'weekdays', days: [1, 2, 3, 4, 5] };
const THREE_A_WEEK: Schedule = { kind: 'weekly', times: 3 };
const range = (from: Day, to: Day): Day[] => {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
};

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

describe('freeze examples', () => {
  const run = range('2026-03-01', '2026-03-04'); // 4 days done
  const base = { schedule: DAILY, createdOn: '2026-03-01', protectedDays: [] };

  it('uses one freeze on the first missed day and the streak goes on', () => {
    const done = [...run, '2026-03-06', '2026-03-07'];
    const frozen = planFreezes({
      ...base,
      done,
      held: 2,
      from: '2026-03-05',
      through: '2026-03-07',
    });
    expect(frozen).toEqual(['2026-03-05']);
    expect(
      computeFairStreak({ ...base, done, protectedDays: frozen, today: '2026-03-08' }),
    ).toEqual({ current: 6, longest: 6 });
  });

  it('covers two missed days in a row with two freezes, and a third miss ends the streak', () => {
    const input = { ...base, done: run, held: 2, from: '2026-03-05' };
    expect(planFreezes({ ...input, through: '2026-03-06' })).toEqual(['2026-03-05', '2026-03-06']);
    expect(planFreezes({ ...input, through: '2026-03-07' })).toEqual(['2026-03-05', '2026-03-06']);
    expect(planFreezes({ ...input, held: 1, through: '2026-03-06' })).toEqual(['2026-03-05']);
  });

  it('saves nothing shorter than 3 days, and nothing before `from`', () => {
    const short = ['2026-03-01', '2026-03-02'];
    expect(
      planFreezes({ ...base, done: short, held: 2, from: '2026-03-03', through: '2026-03-05' }),
    ).toEqual([]);
    // The 4-day run was broken on the 5th, judged before: the 6th has no streak left to save.
    expect(
      planFreezes({ ...base, done: run, held: 2, from: '2026-03-06', through: '2026-03-06' }),
    ).toEqual([]);
    expect(
      planFreezes({ ...base, done: run, held: 0, from: '2026-03-05', through: '2026-03-05' }),
    ).toEqual([]);
  });

  it('only freezes due days of a weekday habit', () => {
    // Mon 16 – Fri 20 done; the weekend owes nothing; Monday 23 missed.
    const done = range('2026-03-16', '2026-03-20');
    const input = { schedule: WEEKDAYS, createdOn: '2026-03-16', done, protectedDays: [] };
    expect(planFreezes({ ...input, held: 2, from: '2026-03-21', through: '2026-03-23' })).toEqual([
      '2026-03-23',
    ]);
  });

  it('freezes a 3-a-week habit’s short week only when the freezes cover all of it', () => {
    const done = ['02', '04', '06', '09', '11', '13', '16', '18', '20'].map((d) => `2026-03-${d}`);
    const input = { schedule: THREE_A_WEEK, createdOn: '2026-03-02', protectedDays: [] };
    const week = { from: '2026-03-23', through: '2026-03-29' };
    // 1 of 3 the week after: 2 short, 2 held -> Saturday and Sunday are frozen.
    expect(planFreezes({ ...input, ...week, done: [...done, '2026-03-24'], held: 2 })).toEqual([
      '2026-03-28',
      '2026-03-29',
    ]);
    // With only 1 held it could not save the week, so it keeps the freeze.
    expect(planFreezes({ ...input, ...week, done: [...done, '2026-03-24'], held: 1 })).toEqual([]);
    // A week not over yet is not judged.
    expect(
      planFreezes({ ...input, done, held: 2, from: '2026-03-23', through: '2026-03-28' }),
    ).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties, against slow day-by-day (and week-by-week) readings of the rules.

const TODAY = '2026-03-30'; // a Monday

const anySchedule: fc.Arbitrary<Schedule> = fc.oneof(
  fc.constant<Schedule>(DAILY),
  fc
    .subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 })
    .map((days): Schedule => ({ kind: 'weekdays', days })),
  fc.integer({ min: 1, max: 7 }).map((times): Schedule => ({ kind: 'weekly', times })),
);

interface Case {
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
const anyCase: fc.Arbitrary<Case> = fc
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

// ---------------------------------------------------------------------------------------------

interface FreezeCase extends Case {
  held: number;
  from: Day;
  through: Day;
}

const anyFreezeCase: fc.Arbitrary<FreezeCase> = fc
  .record({
    c: anyCase,
    held: fc.integer({ min: 0, max: 3 }),
    back: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ c, held, back }) => {
    const through = addDays(c.today, -1);
    return { ...c, held, through, from: addDays(through, 1 - back) };
  });

/** The freeze rule read day by day (or week by week) from creation through `through`. */
function referenceFreezes(c: FreezeCase): Day[] {
  const { schedule, createdOn, from, through } = c;
  const isDone = new Set(c.done);
  const isProtected = new Set(c.protectedDays);
  const frozen: Day[] = [];
  let run = 0;
  let left = c.held;
  if (schedule.kind === 'weekly') {
    for (let monday = weekStart(createdOn); addDays(monday, 6) <= through;) {
      const days = weekDays(monday).filter((d) => d >= createdOn);
      const owed = Math.min(schedule.times, days.length);
      const doneN = days.filter((d) => isDone.has(d)).length;
      const undone = days.filter((d) => !isDone.has(d) && !isProtected.has(d));
      const short = owed - doneN - (days.length - doneN - undone.length);
      if (doneN >= owed) run += 1;
      else if (short > 0) {
        if (addDays(monday, 6) >= from && run >= FREEZE_MIN_STREAK && short <= left) {
          frozen.push(...undone.slice(-short));
          left -= short;
        } else run = 0;
      }
      monday = addDays(monday, 7);
    }
    return frozen;
  }
  for (let day = createdOn; day <= through; day = addDays(day, 1)) {
    if (!isDue(schedule, day)) continue;
    if (isDone.has(day)) run += 1;
    else if (isProtected.has(day)) continue;
    else if (day >= from && run >= FREEZE_MIN_STREAK && left > 0) {
      frozen.push(day);
      left -= 1;
    } else run = 0;
  }
  return frozen;
}

describe('planFreezes properties', () => {
  it('matches the rule read day by day', () => {
    fc.assert(
      fc.property(anyFreezeCase, (c) => {
        expect(planFreezes(c)).toEqual(referenceFreezes(c));
      }),
      { numRuns: 300 },
    );
  });

  it('uses at most `held`, only on missed days that a streak of 3 or more reached', () => {
    fc.assert(
      fc.property(anyFreezeCase, (c) => {
        const frozen = planFreezes(c);
        expect(frozen.length).toBeLessThanOrEqual(c.held);
        expect([...frozen].sort()).toEqual(frozen);
        expect(new Set(frozen).size).toBe(frozen.length);
        frozen.forEach((day, i) => {
          expect(day >= c.createdOn && day <= c.through).toBe(true);
          expect(c.done.includes(day) || c.protectedDays.includes(day)).toBe(false);
          // The streak as the day began (earlier freezes applied): the one the freeze saves.
          // For a weekly habit that is the run of weeks as the frozen week began.
          const judged = c.schedule.kind === 'weekly' ? weekStart(day) : day;
          if (c.schedule.kind !== 'weekly') {
            expect(isDue(c.schedule, day)).toBe(true);
            expect(day >= c.from).toBe(true);
          } else {
            expect(addDays(judged, 6) >= c.from).toBe(true);
          }
          const before = computeFairStreak({
            ...c,
            protectedDays: [...c.protectedDays, ...frozen.slice(0, i)],
            today: judged,
          });
          expect(before.current).toBeGreaterThanOrEqual(FREEZE_MIN_STREAK);
        });
      }),
    );
  });

  it('never shortens the streak, and gives the same days run each morning as run once', () => {
    fc.assert(
      fc.property(anyFreezeCase, (c) => {
        const frozen = planFreezes(c);
        const withFreezes = computeFairStreak({
          ...c,
          protectedDays: [...c.protectedDays, ...frozen],
        });
        const without = computeFairStreak(c);
        expect(withFreezes.current).toBeGreaterThanOrEqual(without.current);
        expect(withFreezes.longest).toBeGreaterThanOrEqual(without.longest);

        // Each morning judges yesterday with what is left and records what it froze.
        const daily: Day[] = [];
        for (let day = c.from; day <= c.through; day = addDays(day, 1)) {
          daily.push(
            ...planFreezes({
              ...c,
              protectedDays: [...c.protectedDays, ...daily],
              held: c.held - daily.length,
              from: day,
              through: day,
            }),
          );
        }
        expect(daily).toEqual(frozen);
      }),
    );
  });
});
