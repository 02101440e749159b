import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  badgeById,
  BADGES,
  badgesTakenBack,
  newlyEarnedBadges,
  type BadgeFacts,
} from './badges.js';

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

describe('badgesTakenBack', () => {
  const held = (ids: string[], since: string[] = ids) =>
    ids.map((id) => ({ id, sinceUndone: since.includes(id) }));
  const lost = (h: { id: string; sinceUndone: boolean }[], facts: BadgeFacts) =>
    badgesTakenBack(h, facts).map((b) => b.id);

  it('takes back the badges whose rule the undo broke, never the habit-count ones', () => {
    const all = BADGES.map((b) => b.id);
    expect(lost(held(all), NOTHING)).toEqual([
      'streak-3',
      'streak-7',
      'streak-30',
      'points-100',
      'points-500',
      'perfect-week',
    ]);
    expect(lost(held(all), { ...NOTHING, points: 100, bestCurrentStreak: 7 })).toEqual([
      'streak-30',
      'points-500',
      'perfect-week',
    ]);
    expect(lost(held(['points-100']), { ...NOTHING, points: 99 })).toEqual(['points-100']);
    expect(lost(held(['points-100']), { ...NOTHING, points: 100 })).toEqual([]);
  });

  it('keeps a streak badge earned before the undone check-in', () => {
    expect(lost(held(['streak-3', 'streak-7'], ['streak-7']), NOTHING)).toEqual(['streak-7']);
  });

  it('takes back only held badges, and none the facts still earn', () => {
    fc.assert(
      fc.property(anyFacts, anyHeld, fc.func(fc.boolean()), (facts, ids, since) => {
        const h = ids.map((id) => ({ id, sinceUndone: since(id) }));
        const gone = lost(h, facts);
        expect(gone.every((id) => ids.includes(id))).toBe(true);
        expect(gone).not.toContain('first-habit');
        expect(gone).not.toContain('habit-master');
        // Nothing taken back still earns its rule; what is kept and fails its rule is a badge an
        // undo cannot break (the habit counts) or a streak badge from before the undone check-in.
        const holds = new Set(newlyEarnedBadges(facts, new Set()).map((b) => b.id));
        expect(gone.filter((id) => holds.has(id))).toEqual([]);
        const keptFailing = h.filter((b) => !gone.includes(b.id) && !holds.has(b.id));
        for (const b of keptFailing) {
          const allowed =
            b.id === 'first-habit' ||
            b.id === 'habit-master' ||
            (b.id.startsWith('streak-') && !b.sinceUndone);
          expect(allowed, b.id).toBe(true);
        }
      }),
    );
  });
});
