import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCheckIn, type CheckInState } from './check-in.js';
import { addDays } from './day.js';
import { checkInPoints, POINTS_PER_UNIT, streakMultiplier } from './points.js';
import { computeStreak } from './streaks.js';

const TODAY = '2026-10-25';

/** A streak of `run` counted days ending yesterday. */
const runToYesterday = (run: number) =>
  Array.from({ length: run }, (_, i) => addDays(TODAY, -1 - i));

/** A consistent state: today's count is below the target, so today is not counted yet. */
const openState = fc
  .record({
    dailyTarget: fc.integer({ min: 1, max: 10 }),
    run: fc.integer({ min: 0, max: 40 }),
    older: fc.array(fc.integer({ min: 2, max: 90 }), { maxLength: 20 }),
  })
  .chain(({ dailyTarget, run, older }) =>
    fc.integer({ min: 0, max: dailyTarget - 1 }).map((todayCount): CheckInState => ({
      dailyTarget,
      todayCount,
      countedDays: [...runToYesterday(run), ...older.map((n) => addDays(TODAY, -n - run))],
      today: TODAY,
    })),
  );
const request = fc.integer({ min: 1, max: 10 });

function checkedIn(state: CheckInState, requested: number) {
  const outcome = planCheckIn(state, requested);
  if (outcome.kind !== 'checked-in') throw new Error('expected a check-in');
  return outcome;
}

describe('streakMultiplier and checkInPoints', () => {
  it('steps at 7 and 30', () => {
    expect([0, 1, 6, 7, 8, 29, 30, 31, 365].map(streakMultiplier)).toEqual([
      1, 1, 1, 1.5, 1.5, 1.5, 2, 2, 2,
    ]);
    expect(checkInPoints(1, 6)).toBe(10);
    expect(checkInPoints(1, 7)).toBe(15);
    expect(checkInPoints(3, 29)).toBe(45);
    expect(checkInPoints(1, 30)).toBe(20);
    expect(checkInPoints(10, 30)).toBe(200);
  });

  it('are whole, positive and never fall as the streak grows', () => {
    fc.assert(
      fc.property(request, fc.nat({ max: 400 }), (units, streak) => {
        const points = checkInPoints(units, streak);
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(POINTS_PER_UNIT * units);
        expect(checkInPoints(units, streak + 1)).toBeGreaterThanOrEqual(points);
      }),
    );
  });
});

describe('planCheckIn examples', () => {
  const base: CheckInState = { dailyTarget: 3, todayCount: 0, countedDays: [], today: TODAY };

  it('counts one unit at a time up to the target', () => {
    expect(checkedIn(base, 1)).toMatchObject({ units: 1, todayCount: 1, streakIncremented: false });
    expect(checkedIn({ ...base, todayCount: 2 }, 1)).toMatchObject({
      units: 1,
      todayCount: 3,
      streakIncremented: true,
      streak: { current: 1, longest: 1 },
      pointsEarned: 10,
    });
  });

  it('caps a request past the target', () => {
    expect(checkedIn(base, 5)).toMatchObject({ units: 3, todayCount: 3, pointsEarned: 30 });
    expect(checkedIn({ ...base, todayCount: 2 }, 10)).toMatchObject({ units: 1, todayCount: 3 });
  });

  it('refuses a habit already complete today', () => {
    const done = { ...base, todayCount: 3, countedDays: [TODAY] };
    expect(planCheckIn(done, 1)).toEqual({ kind: 'already-complete' });
    expect(planCheckIn({ ...done, todayCount: 4 }, 1)).toEqual({ kind: 'already-complete' });
  });

  it('uses the streak after the check-in for the multiplier', () => {
    const single = { dailyTarget: 1, todayCount: 0, today: TODAY };
    expect(checkedIn({ ...single, countedDays: runToYesterday(5) }, 1).pointsEarned).toBe(10);
    expect(checkedIn({ ...single, countedDays: runToYesterday(6) }, 1)).toMatchObject({
      streak: { current: 7, longest: 7 },
      pointsEarned: 15,
    });
    expect(checkedIn({ ...single, countedDays: runToYesterday(29) }, 1).pointsEarned).toBe(20);
    // A partial check-in does not complete today: the streak is still yesterday's run.
    const partial = checkedIn({ ...base, countedDays: runToYesterday(7) }, 1);
    expect(partial).toMatchObject({ streakIncremented: false, streak: { current: 7 } });
    expect(partial.pointsEarned).toBe(15);
  });
});

describe('planCheckIn properties', () => {
  it('records at most what is left, and never more than asked', () => {
    fc.assert(
      fc.property(openState, request, (state, requested) => {
        const outcome = checkedIn(state, requested);
        expect(outcome.units).toBe(Math.min(requested, state.dailyTarget - state.todayCount));
        expect(outcome.units).toBeGreaterThanOrEqual(1);
        expect(outcome.todayCount).toBe(state.todayCount + outcome.units);
        expect(outcome.todayCount).toBeLessThanOrEqual(state.dailyTarget);
      }),
    );
  });

  it('earns at least 10 points per unit, never negative', () => {
    fc.assert(
      fc.property(openState, request, (state, requested) => {
        const outcome = checkedIn(state, requested);
        expect(outcome.pointsEarned).toBeGreaterThanOrEqual(POINTS_PER_UNIT * outcome.units);
        expect(outcome.pointsEarned).toBe(checkInPoints(outcome.units, outcome.streak.current));
      }),
    );
  });

  it('increments the streak exactly when the check-in reaches the target', () => {
    fc.assert(
      fc.property(openState, request, (state, requested) => {
        const outcome = checkedIn(state, requested);
        const reached = state.todayCount + requested >= state.dailyTarget;
        expect(outcome.streakIncremented).toBe(reached);
        const before = computeStreak(state.countedDays, TODAY);
        expect(outcome.streak.current).toBe(before.current + (reached ? 1 : 0));
      }),
    );
  });

  it('is always refused once the target is reached', () => {
    fc.assert(
      fc.property(openState, request, request, (state, first, second) => {
        const outcome = checkedIn(state, first);
        const next: CheckInState = {
          ...state,
          todayCount: outcome.todayCount,
          countedDays: outcome.streakIncremented
            ? [...state.countedDays, TODAY]
            : state.countedDays,
        };
        const again = planCheckIn(next, second);
        expect(again.kind === 'already-complete').toBe(outcome.streakIncremented);
      }),
    );
  });

  it('complete, undo, complete leaves the same count and points as one complete', () => {
    fc.assert(
      fc.property(openState, request, fc.nat({ max: 1000 }), (state, requested, startPoints) => {
        const once = checkedIn(state, requested);

        // Undo reverses the check-in's units and points; today no longer counts.
        let points = startPoints + once.pointsEarned;
        let todayCount = once.todayCount - once.units;
        points -= once.pointsEarned;
        expect({ todayCount, points }).toEqual({
          todayCount: state.todayCount,
          points: startPoints,
        });

        const again = checkedIn({ ...state, todayCount }, requested);
        todayCount = again.todayCount;
        points += again.pointsEarned;
        expect(todayCount).toBe(once.todayCount);
        expect(points).toBe(startPoints + once.pointsEarned);
        expect(again).toEqual(once);
      }),
    );
  });
});
