import { addDays, type CompleteResult, type Habit } from '@streakwise/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointEntries, userBadges } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { db, useTestApp } from '../../test/helper.js';

const t = useTestApp();

/** Noon UTC is the same calendar day in London in winter and summer. */
const moveTo = (m: kit.Member, day: string) => kit.moveClock(t, m, `${day}T12:00:00Z`);

const create = (m: kit.Member, name: string, dailyTarget: number) =>
  kit.addHabit(t, m.token, { name, category: 'Health', dailyTarget }, 201);
const complete = async (m: kit.Member, habit: Habit, count = habit.dailyTarget) =>
  kit.okResult(await kit.completeHabit(t, m.token, habit._id, { count }));
const undo = async (m: kit.Member, habit: Habit) =>
  kit.okResult(await kit.undoCheckIn(t, m.token, habit._id));

const badgeRows = (m: kit.Member) =>
  db(t).select().from(userBadges).where(eq(userBadges.userId, m.id));
const earned = (m: kit.Member) => kit.earnedBadges(t, m.token);

const bonusesOf = (r: CompleteResult) => r.bonuses.map((b) => `${b.reason}+${b.points}`);

describe('a 30-day streak, day by day', () => {
  it('pays the multipliers, the weekly bonuses and each badge exactly once', async () => {
    // Monday 5 January 2026; one habit, checked in at noon every day.
    const m = await kit.newMember(t, '2026-01-05T08:00:00Z');
    const habit = await create(m, 'Meditate', 1);
    expect(await earned(m)).toEqual(['first-habit']);

    const expectedBadges: Record<number, string[]> = {
      3: ['streak-3'],
      5: ['points-100'], // 5 x 10 + the weekly challenge's 50
      7: ['streak-7', 'perfect-week'],
      16: ['points-500'],
      30: ['streak-30'],
    };
    const awarded: string[] = [];
    let total = 0;
    for (let n = 1; n <= 30; n += 1) {
      await moveTo(m, addDays('2026-01-05', n - 1));
      const result = await complete(m, habit);

      expect(result.streakIncremented).toBe(true);
      expect(result.habit.streak).toEqual({ current: n, longest: n });
      expect(result.pointsEarned, `day ${n}`).toBe(n < 7 ? 10 : n < 30 ? 15 : 20);
      const expectedBonuses = [
        ...(n % 7 === 5 ? ['weekly-challenge+50'] : []), // the 5th habit-day of each week
        ...(n % 7 === 0 ? ['perfect-week+100'] : []), // every Sunday
      ];
      expect(bonusesOf(result), `day ${n}`).toEqual(expectedBonuses);
      expect(
        result.badges.map((b) => b.id),
        `day ${n}`,
      ).toEqual(expectedBadges[n] ?? []);
      awarded.push(...result.badges.map((b) => b.id));

      const paid = result.pointsEarned + result.bonuses.reduce((s, b) => s + b.points, 0);
      expect(result.points).toBe(total + paid);
      total = result.points;
      expect(await kit.ledgerSum(t, m.id)).toBe(total);
      expect(await kit.storedPoints(t, m.id)).toBe(total);
    }

    // 6 x 10 + 23 x 15 + 20, four weekly challenges and four perfect weeks.
    expect(total).toBe(425 + 4 * 50 + 4 * 100);
    expect(new Set(awarded).size).toBe(awarded.length);
    const rows = await badgeRows(m);
    expect(rows.map((r) => r.badgeId).sort()).toEqual(
      [
        'first-habit',
        'perfect-week',
        'points-100',
        'points-500',
        'streak-3',
        'streak-30',
        'streak-7',
      ].sort(),
    );
    // Every badge but habit-master, in catalogue order.
    expect(await earned(m)).toEqual(kit.BADGE_IDS.filter((id) => id !== 'habit-master'));
  });

  it('awards habit-master at the fifth habit, once', async () => {
    const m = await kit.newMember(t, '2026-01-05T08:00:00Z', { plan: 'pro' });
    for (let i = 1; i <= 6; i += 1) await create(m, `Habit ${i}`, 1);
    expect(await earned(m)).toEqual(['first-habit', 'habit-master']);
    expect(await badgeRows(m)).toHaveLength(2);
  });
});

describe('perfect weeks', () => {
  it('pay 100 once per week while it stands, even when Sunday is undone and done again', async () => {
    // The week of 23 March 2026 ends on the spring DST Sunday in London.
    const m = await kit.newMember(t, '2026-03-23T08:00:00Z');
    const early = await create(m, 'Stretch', 1);
    await moveTo(m, '2026-03-25');
    const late = await create(m, 'Water', 2); // joins on Wednesday: counts from then on

    for (const day of ['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27']) {
      await moveTo(m, day);
      await complete(m, early);
      if (day >= '2026-03-25') await complete(m, late);
    }
    await moveTo(m, '2026-03-28');
    await complete(m, early);
    await complete(m, late, 1);
    await complete(m, late, 1);

    await moveTo(m, '2026-03-29');
    const first = await complete(m, early);
    expect(bonusesOf(first)).toEqual([]); // 'Water' is not done yet
    const sunday = await complete(m, late);
    expect(bonusesOf(sunday)).toEqual(['perfect-week+100']);
    expect(sunday.badges.map((b) => b.id)).toContain('perfect-week');

    // Undone, Sunday takes the bonus back; done again, it pays it again
    // (docs/decisions/026-taking-back-rewards.md).
    const undone = await undo(m, late);
    expect(bonusesOf(undone)).toEqual(['perfect-week+-100']);
    expect(undone.points).toBe(sunday.points - sunday.pointsEarned - 100);
    const redone = await complete(m, late);
    expect(bonusesOf(redone)).toEqual(['perfect-week+100']);
    expect(redone.badges.map((b) => b.id)).toContain('perfect-week');
    expect(redone.points).toBe(sunday.points);

    // The next week is perfect too and pays again; the badge is not given twice.
    const nextWeek = ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03'];
    for (const day of [...nextWeek, '2026-04-04', '2026-04-05']) {
      await moveTo(m, day);
      const a = await complete(m, early);
      const b = await complete(m, late);
      expect(bonusesOf(a).filter((x) => x.startsWith('perfect'))).toEqual([]);
      expect(bonusesOf(b).filter((x) => x.startsWith('perfect'))).toEqual(
        day === '2026-04-05' ? ['perfect-week+100'] : [],
      );
      expect([...a.badges, ...b.badges].map((x) => x.id)).not.toContain('perfect-week');
    }

    const paid = await db(t)
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userId, m.id), eq(pointEntries.reason, 'perfect-week')));
    expect(paid.map((e) => [e.bonusKey, e.amount]).sort()).toEqual([
      ['perfect-week:2026-03-23', 100],
      ['perfect-week:2026-03-23:2', 100],
      ['perfect-week:2026-03-23:revoked:1', -100],
      ['perfect-week:2026-03-30', 100],
    ]);
    expect((await badgeRows(m)).filter((r) => r.badgeId === 'perfect-week')).toHaveLength(1);
    expect(await kit.ledgerSum(t, m.id)).toBe(await kit.storedPoints(t, m.id));
  });

  it('is not perfect when one day of one habit falls short', async () => {
    const m = await kit.newMember(t, '2026-04-06T08:00:00Z');
    const a = await create(m, 'Run', 1);
    const b = await create(m, 'Read', 2);
    for (const day of ['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10']) {
      await moveTo(m, day);
      await complete(m, a);
      await complete(m, b, day === '2026-04-08' ? 1 : 2); // Wednesday only half done
    }
    for (const day of ['2026-04-11', '2026-04-12']) {
      await moveTo(m, day);
      expect(bonusesOf(await complete(m, a))).toEqual([]);
      expect(bonusesOf(await complete(m, b)).filter((x) => x.startsWith('perfect'))).toEqual([]);
    }
    expect(await earned(m)).not.toContain('perfect-week');
  });
});
