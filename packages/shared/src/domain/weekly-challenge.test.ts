import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './day.js';
import type { Schedule } from './schedule.js';
import {
  weekDueHabitDays,
  targetStep,
  WEEKLY_CHALLENGE_REWARD,
  weeklyChallengeFor,
  weeklyChallengeTarget,
} from './weekly-challenge.js';

/** Monday 19 October 2026. */
const MONDAY = '2026-10-19';

describe('weekDueHabitDays', () => {
  it("adds each habit's due days of the week, from its creation on", () => {
    const daily: Schedule = { kind: 'daily' };
    expect(weekDueHabitDays(MONDAY, [])).toBe(0);
    expect(weekDueHabitDays(MONDAY, [{ schedule: daily, createdOn: '2026-01-01' }])).toBe(7);
    // Created on Friday: Friday to Sunday.
    expect(weekDueHabitDays(MONDAY, [{ schedule: daily, createdOn: '2026-10-23' }])).toBe(3);
    expect(
      weekDueHabitDays(MONDAY, [
        { schedule: { kind: 'weekdays', days: [1, 3, 5] }, createdOn: '2026-01-01' },
        // Twice a week owes 2 days, not 7.
        { schedule: { kind: 'weekly', times: 2 }, createdOn: '2026-01-01' },
      ]),
    ).toBe(5);
  });
});

describe('weeklyChallengeTarget', () => {
  it('asks for 60 % of the due habit-days rounded up, at least 3, at most 50', () => {
    expect([3, 5, 7, 14, 21, 56, 84, 200].map((due) => weeklyChallengeTarget(due))).toEqual([
      3, 3, 5, 9, 13, 34, 50, 50,
    ]);
  });

  it('never asks for more than is due, nor for nothing', () => {
    expect([0, 1, 2].map((due) => weeklyChallengeTarget(due))).toEqual([3, 1, 2]);
  });

  it("moves at most 2, or a quarter of last week's target, from it", () => {
    // One 8-glass habit a day: 5 habit-days, not 25, however last week's target came about.
    expect(weeklyChallengeTarget(7, 5)).toBe(5);
    expect(weeklyChallengeTarget(56, 5)).toBe(7);
    expect(weeklyChallengeTarget(56, 20)).toBe(25);
    expect(weeklyChallengeTarget(21, 25)).toBe(19);
    // Only the habit-days due cap a fall: the week never asks for more than it owes.
    expect(weeklyChallengeTarget(7, 25)).toBe(7);
  });

  it('stays within its bounds, follows the due habit-days, and moves gently', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 200 }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
        (due, last) => {
          const target = weeklyChallengeTarget(due, last);
          expect(target).toBeGreaterThanOrEqual(due === 0 ? 1 : Math.min(3, due));
          expect(target).toBeLessThanOrEqual(50);
          if (due > 0) expect(target).toBeLessThanOrEqual(due);
          // More habit-days due never lowers the target (none due asks for 3, to nothing).
          if (due > 0) expect(weeklyChallengeTarget(due + 1, last)).toBeGreaterThanOrEqual(target);
          if (last !== null) {
            expect(target).toBeLessThanOrEqual(last + targetStep(last));
            // A larger fall only when fewer habit-days are due than that.
            if (target < last - targetStep(last)) expect(target).toBe(due);
          }
        },
      ),
    );
  });

  it('asks for more than one day of a habit whenever more than one is due', () => {
    // Any set of habits: completing every habit on one day cannot reach the target while the
    // week owes more than one day of any of them.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (habits) => {
        const due = weekDueHabitDays(
          MONDAY,
          Array.from({ length: habits }, () => ({
            schedule: { kind: 'daily' } as const,
            createdOn: addDays(MONDAY, -1),
          })),
        );
        expect(weeklyChallengeTarget(due)).toBeGreaterThan(habits);
      }),
    );
  });
});

describe('weeklyChallengeFor', () => {
  it('runs Monday to Sunday and names its target in habit-days, and its reward', () => {
    const challenge = weeklyChallengeFor(MONDAY, 10, 7, false);
    expect(challenge).toEqual({
      id: 'check-ins-2026-10-19',
      title: 'Complete 10 habit-days this week',
      description: expect.stringContaining('10 habit-days') as string,
      target: 10,
      progress: 7,
      completed: false,
      reward: WEEKLY_CHALLENGE_REWARD,
      startsOn: '2026-10-19',
      endsOn: '2026-10-25',
    });
    expect(WEEKLY_CHALLENGE_REWARD).toBe(50);
    expect(weeklyChallengeFor(MONDAY, 1, 0, false).title).toBe('Complete 1 habit-day this week');
  });

  it('is completed once progress reaches the target or the reward was paid', () => {
    expect(weeklyChallengeFor(MONDAY, 5, 4, false).completed).toBe(false);
    expect(weeklyChallengeFor(MONDAY, 5, 5, false).completed).toBe(true);
    // A reward that still stands keeps the challenge won (the habit its days were on was
    // deleted since): only an undo takes a reward back (docs/decisions/026-taking-back-rewards.md).
    expect(weeklyChallengeFor(MONDAY, 5, 4, true).completed).toBe(true);
  });
});
