import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekDays, weekStart, type Day } from './day.js';
import { computeFairStreak, planFreezes } from './fair-streak.js';
import { anyCase, DAILY, range, THREE_A_WEEK, WEEKDAYS, type Case } from './fair-streak-cases.js';
import { FREEZE_MIN_STREAK, isDue } from './schedule.js';

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
