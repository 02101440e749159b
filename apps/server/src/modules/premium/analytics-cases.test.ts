import { addDays } from '@streakwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import { useTestApp } from '../../test/helper.js';
import * as premium from '../../test/premium.js';

const t = useTestApp();

/** Edge cases of GET /api/premium/analytics, each with its own member; today is 30 June 2026. */
const TODAY = '2026-06-30';

describe('the at-risk streak', () => {
  it('is no longer at risk once today is done, and the comparison turns with the data', async () => {
    const fresh = await premium.member(t, '2026-06-17');
    const h = await premium.habitOn(t, fresh, '2026-06-17', { name: 'Floss', dailyTarget: 2 });
    await premium.history(t, fresh, {
      '2026-06-17': [[h, 2]],
      '2026-06-18': [[h, 2]],
      '2026-06-19': [[h, 2]],
      '2026-06-20': [[h, 2]],
      '2026-06-21': [[h, 2]],
      '2026-06-22': [[h, 2]],
      '2026-06-27': [[h, 2]],
      '2026-06-28': [[h, 2]],
      '2026-06-29': [[h, 2]],
      '2026-06-30': [[h, 1]],
    });
    const before = await premium.analytics(t, fresh.token, '7d');
    // Partial today (1 of 2): the 3-day streak still needs today.
    expect(before.insights[0]?.message).toBe(
      'Floss is on a 3-day streak and today is not done yet (1 of 2): check in today to keep it.',
    );
    // 3 of 7 days against 6 of 7 the week before.
    expect(before.insights[1]).toEqual({
      type: 'warning',
      icon: '📉',
      title: 'Trending down',
      message:
        'Your completion rate is 42.9% over the last 7 days, down 42.8 points from 85.7% in the 7 days before.',
    });
    expect(before.recommendations.map((r) => [r.title, r.priority])).toEqual([
      ['Keep your Floss streak alive', 'high'],
      ['Get back on track', 'high'],
    ]);

    await premium.checkIn(t, fresh, h, TODAY, 1);
    const after = await premium.analytics(t, fresh.token, '7d');
    expect(after.insights.map((i) => i.title)).toEqual(['Trending down']);
    expect(after.insights[0]?.message).toContain('57.1% over the last 7 days, down 28.6 points');
    expect(after.streakAnalysis.currentStreaks[0]).toMatchObject({ streak: 4, longestStreak: 6 });
  });
});

describe('time zones', () => {
  it("uses the user's local days in Pacific/Kiritimati (UTC+14), not UTC's", async () => {
    // Noon on the 29th in Kiritimati is 22:00 UTC on the 28th.
    const east = await premium.member(t, '2026-06-29', { timezone: 'Pacific/Kiritimati' });
    const h = await premium.habitOn(t, east, '2026-06-29', { name: 'Swim' });
    // 01:00 on the 30th local is still the 29th in UTC.
    await kit.moveClock(t, east, '2026-06-29T11:00:00Z');
    kit.okResult(await kit.completeHabit(t, east.token, h._id));
    await kit.moveClock(t, east, '2026-06-30T11:00:00Z'); // 01:00 on 1 July local, 30 June UTC

    const a = await premium.analytics(t, east.token, '7d');
    expect(a.range).toEqual({ start: '2026-06-25', end: '2026-07-01' });
    expect(a.daily.slice(-3)).toEqual([
      premium.dayRow('2026-06-29', 0, 1, 0),
      premium.dayRow('2026-06-30', 1, 1, 100),
      premium.dayRow('2026-07-01', 0, 1, 0),
    ]);
    expect(a.overview).toMatchObject({ completionRate: 33.3, activeStreaks: 1 });
    expect(a.weekdays[2]).toEqual(premium.weekdayRow(2, 1, 1, 100)); // 30 June 2026 is a Tuesday
  });
});

describe('period bounds', () => {
  const today = '2026-06-30';
  let member: premium.PlanMember;
  beforeAll(async () => {
    // One habit a year and a day old, checked in on the last day before and the first day of
    // each period.
    member = await premium.member(t, addDays(today, -365));
    const h = await premium.habitOn(t, member, addDays(today, -365), { name: 'Plan' });
    for (const n of [365, 364, 90, 89, 30, 29, 7, 6]) {
      await premium.checkIn(t, member, h, addDays(today, -n));
    }
    await premium.goTo(t, member, today);
  }, 60_000);

  // `before`: the rate of the period before, which holds the check-in of the day before the range
  // (1 of 7, 30 or 90 days; for 1y the habit existed on that one day only).
  it.each([
    { period: '7d', days: 7, inRange: 1, rate: 14.3, before: '14.3%' },
    { period: '30d', days: 30, inRange: 3, rate: 10, before: '3.3%' },
    { period: '90d', days: 90, inRange: 5, rate: 5.6, before: '1.1%' },
    { period: '1y', days: 365, inRange: 7, rate: 1.9, before: '100%' },
  ] as const)('$period runs from today − ($days − 1) to today', async (c) => {
    const a = await premium.analytics(t, member.token, c.period);
    const start = addDays(today, -(c.days - 1));
    expect(a.range).toEqual({ start, end: today });
    expect(a.daily).toHaveLength(c.days);
    expect(a.daily[0]).toEqual(premium.dayRow(start, 1, 1, 100));
    expect(a.daily.at(-1)?.date).toBe(today);
    expect(a.daily.reduce((n, d) => n + d.completed, 0)).toBe(c.inRange);
    expect(a.overview.completionRate).toBe(c.rate);
    expect(
      a.insights.some((i) =>
        i.message.includes(
          `${c.before} in the ${c.days === 365 ? 'year' : `${c.days} days`} before`,
        ),
      ),
    ).toBe(true);
  });
});

describe('archived habits', () => {
  it('count up to the day before they were archived and leave the totals', async () => {
    const today = '2026-03-10';
    const u = await premium.member(t, '2026-02-28');
    const old = await premium.habitOn(t, u, '2026-02-28', { name: 'Old', category: 'Other' });
    const kept = await premium.habitOn(t, u, '2026-02-28', { name: 'Kept', category: 'Other' }, 1);
    await premium.history(t, u, {
      '2026-03-04': [[old, 1]],
      '2026-03-05': [[old, 1]],
      '2026-03-09': [[kept, 1]],
    });
    await premium.archive(t, old, premium.localNoon('2026-03-07', u.timezone));
    await premium.goTo(t, u, today);

    const a = await premium.analytics(t, u.token, '7d');
    // Old: 4–6 March (3 days, 2 done); Kept: 7 days, 1 done.
    expect(a.overview).toMatchObject({ completionRate: 30, totalHabits: 1, activeStreaks: 1 });
    expect(a.daily.map((d) => d.possible)).toEqual([2, 2, 2, 1, 1, 1, 1]);
    expect(a.categoryBreakdown).toEqual([
      { category: 'Other', habitCount: 2, completions: 3, completionRate: 30 },
    ]);
    expect(a.streakAnalysis.currentStreaks.map((s) => s.habitName)).toEqual(['Kept']);
  });
});

describe('with no habits', () => {
  it('answers zeros and a friendly first step, never an error', async () => {
    const u = await premium.member(t, TODAY);
    const a = await premium.analytics(t, u.token, '7d');
    expect(a.overview).toEqual({
      completionRate: 0,
      completed: 0,
      possible: 0,
      protected: 0,
      activeStreaks: 0,
      totalHabits: 0,
      totalPoints: 0,
    });
    expect(a.daily.every((d) => d.completed === 0 && d.possible === 0 && d.rate === 0)).toBe(true);
    expect(a.weekdays.map((w) => w.possible)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(a.streakAnalysis.currentStreaks).toEqual([]);
    expect(a.categoryBreakdown).toEqual([]);
    expect(a.insights).toEqual([
      expect.objectContaining({ type: 'info', title: 'Your insights start with a habit' }),
    ]);
    expect(a.recommendations).toEqual([
      expect.objectContaining({ title: 'Add your first habit', action: 'Add a habit' }),
    ]);
  });
});
