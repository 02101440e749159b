import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WEEKLY_CHALLENGE_REWARD,
  weeklyChallenge,
  weeklyChallengeTarget,
} from './weekly-challenge.js';

describe('weeklyChallengeTarget', () => {
  it('is five check-ins per habit, clamped to 5..50', () => {
    expect([0, 1, 2, 3, 9, 10, 11, 100].map(weeklyChallengeTarget)).toEqual([
      5, 5, 10, 15, 45, 50, 50, 50,
    ]);
  });

  it('stays in range and never falls as habits are added', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), (habits) => {
        const target = weeklyChallengeTarget(habits);
        expect(target).toBeGreaterThanOrEqual(5);
        expect(target).toBeLessThanOrEqual(50);
        expect(target % 5).toBe(0);
        expect(weeklyChallengeTarget(habits + 1)).toBeGreaterThanOrEqual(target);
      }),
    );
  });
});

describe('weeklyChallenge', () => {
  it('runs Monday to Sunday and names its target and reward', () => {
    const challenge = weeklyChallenge('2026-10-19', 4, 7, false);
    expect(challenge).toEqual({
      id: 'check-ins-2026-10-19',
      title: 'Check in 20 times this week',
      description: expect.stringContaining('20') as string,
      target: 20,
      progress: 7,
      completed: false,
      reward: WEEKLY_CHALLENGE_REWARD,
      startsOn: '2026-10-19',
      endsOn: '2026-10-25',
    });
    expect(WEEKLY_CHALLENGE_REWARD).toBe(50);
  });

  it('is completed once progress reaches the target or the reward was paid', () => {
    expect(weeklyChallenge('2026-10-19', 1, 4, false).completed).toBe(false);
    expect(weeklyChallenge('2026-10-19', 1, 5, false).completed).toBe(true);
    // A reward that still stands keeps the challenge won (the habit its check-ins were on was
    // deleted since): only an undo takes a reward back (docs/decisions/026-taking-back-rewards.md).
    expect(weeklyChallenge('2026-10-19', 1, 4, true).completed).toBe(true);
  });
});
