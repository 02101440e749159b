import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeById, BADGES, newlyEarnedBadges, type BadgeFacts } from './badges.js';

const NOTHING: BadgeFacts = {
  habitCount: 0,
  bestCurrentStreak: 0,
  points: 0,
  hasPerfectWeek: false,
};
const ids = (facts: BadgeFacts, held: string[] = []) =>
  newlyEarnedBadges(facts, new Set(held)).map((b) => b.id);

const anyFacts = fc.record({
  habitCount: fc.nat({ max: 20 }),
  bestCurrentStreak: fc.nat({ max: 60 }),
  points: fc.nat({ max: 2000 }),
  hasPerfectWeek: fc.boolean(),
});
const anyHeld = fc.subarray(BADGES.map((b) => b.id));

describe('badge catalogue', () => {
  it('has the eight badges of the spec, in order, with their names', () => {
    expect(BADGES.map((b) => [b.id, b.name])).toEqual([
      ['first-habit', 'Getting Started'],
      ['streak-3', '3-Day Streak'],
      ['streak-7', 'Week Warrior'],
      ['streak-30', 'Month Master'],
      ['points-100', 'Century Club'],
      ['points-500', 'Point Collector'],
      ['perfect-week', 'Perfect Week'],
      ['habit-master', 'Habit Master'],
    ]);
    expect(badgeById('streak-7')?.name).toBe('Week Warrior');
    expect(badgeById('nope')).toBeUndefined();
  });
});

describe('newlyEarnedBadges', () => {
  it('awards each badge at its threshold and not before', () => {
    expect(ids(NOTHING)).toEqual([]);
    expect(ids({ ...NOTHING, habitCount: 1 })).toEqual(['first-habit']);
    expect(ids({ ...NOTHING, habitCount: 4 })).toEqual(['first-habit']);
    expect(ids({ ...NOTHING, habitCount: 5 })).toEqual(['first-habit', 'habit-master']);
    expect(ids({ ...NOTHING, bestCurrentStreak: 2 })).toEqual([]);
    expect(ids({ ...NOTHING, bestCurrentStreak: 3 })).toEqual(['streak-3']);
    expect(ids({ ...NOTHING, bestCurrentStreak: 7 })).toEqual(['streak-3', 'streak-7']);
    expect(ids({ ...NOTHING, bestCurrentStreak: 29 })).toEqual(['streak-3', 'streak-7']);
    expect(ids({ ...NOTHING, bestCurrentStreak: 30 })).toEqual([
      'streak-3',
      'streak-7',
      'streak-30',
    ]);
    expect(ids({ ...NOTHING, points: 99 })).toEqual([]);
    expect(ids({ ...NOTHING, points: 100 })).toEqual(['points-100']);
    expect(ids({ ...NOTHING, points: 499 })).toEqual(['points-100']);
    expect(ids({ ...NOTHING, points: 500 })).toEqual(['points-100', 'points-500']);
    expect(ids({ ...NOTHING, hasPerfectWeek: true })).toEqual(['perfect-week']);
  });

  it('leaves out the badges already held', () => {
    const facts = { habitCount: 5, bestCurrentStreak: 30, points: 500, hasPerfectWeek: true };
    expect(ids(facts)).toEqual(BADGES.map((b) => b.id));
    expect(ids(facts, ['first-habit', 'streak-7', 'points-500'])).toEqual([
      'streak-3',
      'streak-30',
      'points-100',
      'perfect-week',
      'habit-master',
    ]);
  });

  it('never returns a held badge, and held plus new is everything earned, in catalogue order', () => {
    fc.assert(
      fc.property(anyFacts, anyHeld, (facts, held) => {
        const fresh = ids(facts, held);
        for (const id of fresh) expect(held).not.toContain(id);
        expect(new Set(fresh).size).toBe(fresh.length);
        const order = BADGES.map((b) => b.id);
        expect([...fresh].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(fresh);
        const all = new Set(ids(facts));
        expect(new Set([...fresh, ...held.filter((id) => all.has(id))])).toEqual(all);
      }),
    );
  });

  it('a badge once earned stays earned as the facts grow', () => {
    fc.assert(
      fc.property(anyFacts, anyFacts, (a, b) => {
        const more = {
          habitCount: a.habitCount + b.habitCount,
          bestCurrentStreak: a.bestCurrentStreak + b.bestCurrentStreak,
          points: a.points + b.points,
          hasPerfectWeek: a.hasPerfectWeek || b.hasPerfectWeek,
        };
        for (const id of ids(a)) expect(ids(more)).toContain(id);
      }),
    );
  });
});
