import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCheckIn } from './check-in.js';
import { addDays, type Day } from './day.js';
import { planKeptCheckIn } from './kept-check-in.js';
import { LifeClock, lifeStep, type LifeStep } from './streak-lives.js';
import {
  EMPTY_STREAK_STATE,
  markDay,
  streakAsOf,
  streakStateFrom,
  type StreakState,
} from './streak-state.js';
import { computeStreak } from './streaks.js';

const TODAY = '2026-03-30';
const ago = (n: number) => addDays(TODAY, -n);

/** Marks each (day, done) in turn, as check-ins on those days would. */
function walk(steps: readonly [Day, boolean][], from: StreakState = EMPTY_STREAK_STATE) {
  let state = from;
  for (const [day, done] of steps) {
    const next = markDay(state, day, done);
    if (!next) throw new Error(`markDay needs the history for ${day}`);
    state = next;
  }
  return state;
}

describe('the kept state, by example', () => {
  it('counts a run day by day and keeps the longest past a gap', () => {
    const state = walk([
      [ago(5), true],
      [ago(4), true],
      [ago(3), true],
      [ago(1), true],
      [ago(0), true],
    ]);
    expect(streakAsOf(state, TODAY)).toEqual({ current: 2, longest: 3 });
    expect(streakAsOf(state, addDays(TODAY, 1))).toEqual({ current: 2, longest: 3 });
    expect(streakAsOf(state, addDays(TODAY, 2))).toEqual({ current: 0, longest: 3 });
  });

  it('undoes the first day of a run exactly: the run before it comes back', () => {
    const before = walk([
      [ago(3), true],
      [ago(2), true],
      [ago(1), true],
    ]);
    const done = walk([[TODAY, true]], before);
    expect(streakAsOf(done, TODAY)).toEqual({ current: 4, longest: 4 });
    const undone = walk([[TODAY, false]], done);
    expect(streakAsOf(undone, TODAY)).toEqual({ current: 3, longest: 3 });
    // The only counted day undone: nothing is left.
    const single = walk([
      [TODAY, true],
      [TODAY, false],
    ]);
    expect(streakAsOf(single, TODAY)).toEqual({ current: 0, longest: 0 });
  });

  it('asks for the history only for a day before the open one that may be counted', () => {
    const state = walk([
      [ago(1), true],
      [TODAY, true],
    ]);
    expect(markDay(state, ago(1), false)).toBeUndefined();
    // Today not counted and nothing counted since two days ago: yesterday can be reopened.
    const open = walk([
      [ago(2), true],
      [TODAY, false],
    ]);
    expect(streakAsOf(walk([[ago(1), true]], open), ago(1))).toEqual({ current: 2, longest: 2 });
  });

  it('cannot give the streak of a day before a counted day, and says so', () => {
    const state = walk([[TODAY, true]]);
    expect(streakAsOf(state, ago(1))).toBeUndefined();
    expect(computeStreak([TODAY], ago(1))).toEqual({ current: 0, longest: 0 });
  });

  it('rebuilds from the history with the last counted day as the open day', () => {
    expect(streakStateFrom([ago(0), ago(1), ago(3)], ago(2))).toEqual({
      openDay: TODAY,
      openDone: true,
      settledLast: ago(1),
      settledRun: 1,
      settledLongest: 1,
    });
    expect(streakStateFrom([], null)).toEqual(EMPTY_STREAK_STATE);
    expect(streakStateFrom([ago(4)], TODAY)).toMatchObject({ openDay: TODAY, openDone: false });
  });
});

/** Counted days as offsets back from TODAY, possibly repeated, and a day written. */
const history = fc.record({
  offsets: fc.array(fc.integer({ min: -3, max: 60 }), { maxLength: 60 }),
  written: fc.option(fc.integer({ min: -3, max: 60 }), { nil: null }),
  asOf: fc.integer({ min: -5, max: 70 }),
});

it('a rebuilt state gives computeStreak for any day it can answer', () => {
  fc.assert(
    fc.property(history, ({ offsets, written, asOf }) => {
      const days = offsets.map(ago);
      const state = streakStateFrom(days, written === null ? null : ago(written));
      const today = ago(asOf);
      const streak = streakAsOf(state, today);
      if (days.some((d) => d > today)) expect(streak).toBeUndefined();
      else expect(streak).toEqual(computeStreak(days, today));
    }),
    { numRuns: 500 },
  );
});

/*
 * The whole life of one habit, played through the pure rules as the server plays it: check-ins,
 * undos and target changes on the user's today, while the clock moves (across daylight-saving
 * changes) and the user moves between zones either side of the date line. The stored state must
 * stay what a rebuild from the history would give, and answer as computeStreak does.
 */

const ZONES = [
  'Europe/London',
  'America/New_York',
  'Pacific/Kiritimati', // UTC+14
  'Pacific/Pago_Pago', // UTC-11
  'Australia/Lord_Howe', // a half-hour daylight-saving change
] as const;

/** Shortly before a daylight-saving change in one of the zones. */
const STARTS = [
  '2026-03-06T12:00:00Z',
  '2026-03-27T12:00:00Z',
  '2026-04-03T12:00:00Z',
  '2026-10-02T12:00:00Z',
  '2026-10-23T12:00:00Z',
  '2026-10-30T12:00:00Z',
];

const op = lifeStep({
  wait: [4, { hours: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constantFrom(24, 48, 24 * 9)) }],
  zone: [1, { zone: fc.constantFrom(...ZONES) }],
  'check-in': [5, { count: fc.integer({ min: 1, max: 3 }) }],
  undo: [2, {}],
  target: [1, { target: fc.integer({ min: 1, max: 3 }) }],
});
type Op = LifeStep<typeof op>;

class Habit {
  rows = new Map<Day, { count: number; target: number }>();
  /** Units of the live check-ins of each day, newest last. */
  live = new Map<Day, number[]>();
  state: StreakState = EMPTY_STREAK_STATE;
  rebuilds = 0;

  constructor(public target: number) {}

  counted(except?: Day): Day[] {
    return [...this.rows]
      .filter(([day, row]) => day !== except && row.count >= row.target)
      .map(([day]) => day);
  }

  /** Writes a day's count with today's target, then keeps the state as the server does. */
  write(day: Day, count: number) {
    if (count <= 0) this.rows.delete(day);
    else this.rows.set(day, { count, target: this.target });
    this.keep(day);
  }

  keep(day: Day) {
    const row = this.rows.get(day);
    const next = markDay(this.state, day, row !== undefined && row.count >= row.target);
    if (!next) this.rebuilds += 1;
    this.state = next ?? streakStateFrom(this.counted(), day);
  }
}

function play(habit: Habit, today: Day, step: Op) {
  if (step.kind === 'check-in') {
    const todayCount = habit.rows.get(today)?.count ?? 0;
    const kept = planKeptCheckIn(
      { dailyTarget: habit.target, todayCount, streak: habit.state, today },
      step.count,
    );
    // Today is not counted before a check-in that is not refused: the rule over the other days.
    const reference = planCheckIn(
      { dailyTarget: habit.target, todayCount, countedDays: habit.counted(today), today },
      step.count,
    );
    if (kept.kind === 'needs-history') {
      habit.rebuilds += 1;
    } else if (kept.kind === 'checked-in') {
      const { state: _state, ...outcome } = kept;
      expect(outcome).toEqual(reference);
    } else {
      expect(reference.kind).toBe('already-complete');
    }
    if (reference.kind !== 'checked-in') return;
    habit.live.set(today, [...(habit.live.get(today) ?? []), reference.units]);
    habit.write(today, reference.todayCount);
    if (kept.kind === 'checked-in') expect(habit.state).toEqual(kept.state);
  } else if (step.kind === 'undo') {
    const units = habit.live.get(today)?.pop();
    if (units === undefined) return;
    habit.write(today, (habit.rows.get(today)?.count ?? 0) - units);
  } else if (step.kind === 'target') {
    habit.target = step.target;
    const row = habit.rows.get(today);
    if (row) {
      row.target = step.target;
      habit.keep(today);
    }
  }
}

it('the kept state follows computeStreak through check-ins, undos, edits, zones and DST', () => {
  let rebuilds = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...STARTS),
      fc.constantFrom(...ZONES),
      fc.integer({ min: 1, max: 3 }),
      fc.array(op, { minLength: 1, maxLength: 80 }),
      (start, firstZone, target, ops) => {
        const clock = new LifeClock(start, firstZone);
        const habit = new Habit(target);
        for (const step of ops) {
          if (step.kind === 'wait') clock.wait(step.hours);
          if (step.kind === 'zone') clock.zone = step.zone;
          const today = clock.today;
          play(habit, today, step);

          const counted = habit.counted();
          // The state is the one a rebuild from the history would give: nothing drifts.
          expect(habit.state).toEqual(streakStateFrom(counted, habit.state.openDay));
          for (let offset = -3; offset <= 3; offset += 1) {
            const asOf = addDays(today, offset);
            const streak = streakAsOf(habit.state, asOf);
            if (counted.some((d) => d > asOf)) expect(streak).toBeUndefined();
            else expect(streak).toEqual(computeStreak(counted, asOf));
          }
        }
        rebuilds += habit.rebuilds;
      },
    ),
    {
      numRuns: 400,
      // A life that surely takes the rebuild path, whatever the random ones do: counted in
      // Kiritimati (UTC+14), then moved to Pago Pago (UTC-11), where today is a day earlier.
      examples: [
        [
          '2026-03-06T12:00:00Z',
          'Pacific/Kiritimati' as const,
          1,
          [
            { kind: 'check-in', count: 1 },
            { kind: 'zone', zone: 'Pacific/Pago_Pago' },
            { kind: 'check-in', count: 1 },
          ] satisfies Op[],
        ],
      ],
    },
  );
  // The zone moves make days go back now and then: the rebuild path must have been taken.
  expect(rebuilds).toBeGreaterThan(0);
});
