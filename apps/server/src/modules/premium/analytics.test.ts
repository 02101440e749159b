import { MESSAGES, type Analytics, type ErrorResponse, type Habit } from '@streakwise/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import * as kit from '../../test/habits.js';
import * as premium from '../../test/premium.js';
import { useTestApp } from '../../test/helper.js';

const t = useTestApp();

/*
 * One Europe/London member whose history is written day by day through the API. Today is
 * Tuesday 2026-06-30; the 7-day range is 24–30 June, the period before it 17–23 June.
 *
 *            17 18 19 20 21 22 23 | 24 25 26 27 28 29 30
 *   Read (1)  1  1  1  .  .  .  . |  1  1  1  1  1  1  .    created 17th, Learning
 *   Stretch(3)1  2  .  .  .  .  . |  1  2  3  2  1  2  .    created 17th, Health: partial days
 *   Walk (2)                      |           2  1  2  2    created 27th (mid-period), Health
 */
const TODAY = '2026-06-30';
let m: premium.PlanMember;
let read: Habit;
let stretch: Habit;
let walk: Habit;

beforeAll(async () => {
  m = await premium.member(t, '2026-06-17');
  read = await premium.habitOn(t, m, '2026-06-17', { name: 'Read', category: 'Learning' });
  stretch = await premium.habitOn(t, m, '2026-06-17', { name: 'Stretch', dailyTarget: 3 }, 1);
  walk = await premium.habitOn(t, m, '2026-06-27', { name: 'Walk', dailyTarget: 2 }, 1);
  await premium.history(t, m, {
    '2026-06-17': [
      [read, 1],
      [stretch, 1],
    ],
    '2026-06-18': [
      [read, 1],
      [stretch, 2],
    ],
    '2026-06-19': [[read, 1]],
    '2026-06-24': [
      [read, 1],
      [stretch, 1],
    ],
    '2026-06-25': [
      [read, 1],
      [stretch, 2],
    ],
    '2026-06-26': [
      [read, 1],
      [stretch, 3],
    ],
    '2026-06-27': [
      [read, 1],
      [stretch, 2],
      [walk, 2],
    ],
    '2026-06-28': [
      [read, 1],
      [stretch, 1],
      [walk, 1],
    ],
    '2026-06-29': [
      [read, 1],
      [stretch, 2],
      [walk, 2],
    ],
    '2026-06-30': [[walk, 2]],
  });
}, 60_000);

describe('GET /api/premium/analytics?period=7d', () => {
  let a: Analytics;
  beforeAll(async () => {
    a = await premium.analytics(t, m.token, '7d');
  });

  it('covers the last 7 local days ending today', () => {
    expect(a.period).toBe('7d');
    expect(a.range).toEqual({ start: '2026-06-24', end: TODAY });
  });

  it('counts each habit from its creation day, by the target of each day', async () => {
    const { points } = await kit.getJson<{ points: number }>(t, m.token, '/api/gamification/stats');
    // 10 of 18 habit-days: Read 6 of 7, Stretch 1 of 7, Walk 3 of 4 (it exists from the 27th).
    expect(a.overview).toEqual({
      completionRate: 55.6,
      completed: 10,
      possible: 18,
      protected: 0,
      activeStreaks: 2,
      totalHabits: 3,
      totalPoints: points,
    });
    expect(points).toBeGreaterThan(0);
    expect(a.daily).toEqual([
      premium.dayRow('2026-06-24', 1, 2, 50),
      premium.dayRow('2026-06-25', 1, 2, 50),
      premium.dayRow('2026-06-26', 2, 2, 100),
      premium.dayRow('2026-06-27', 2, 3, 66.7),
      premium.dayRow('2026-06-28', 1, 3, 33.3), // Walk 1 of 2 and Stretch 1 of 3 are partial, not done
      premium.dayRow('2026-06-29', 2, 3, 66.7),
      premium.dayRow('2026-06-30', 1, 3, 33.3),
    ]);
  });

  it('groups the days by weekday, Sunday first', () => {
    expect(a.weekdays).toEqual(
      premium.weekdayRows(
        [1, 3, 33.3],
        [2, 3, 66.7],
        [1, 3, 33.3],
        [1, 2, 50],
        [1, 2, 50],
        [2, 2, 100],
        [2, 3, 66.7],
      ),
    );
  });

  it("lists streaks in the person's order (newest first until they reorder) and per category", () => {
    // Strength (docs/strength.md), m = 0.5^(1/13) per due day: Read kept 3, missed 4, kept 6
    // (today open); Stretch reached its target once, on the 26th; Walk kept, partial, kept, kept.
    // `total`: the range's check-ins (06-24 to 06-30).
    const count = { kind: 'count', unit: null };
    expect(a.streakAnalysis.currentStreaks).toEqual([
      {
        habitId: walk._id,
        habitName: 'Walk',
        streak: 2,
        longestStreak: 2,
        strength: 15,
        ...count,
        total: 7,
      },
      {
        habitId: stretch._id,
        habitName: 'Stretch',
        streak: 0,
        longestStreak: 1,
        strength: 4,
        ...count,
        total: 11,
      },
      {
        habitId: read._id,
        habitName: 'Read',
        streak: 6,
        longestStreak: 6,
        strength: 36,
        ...count,
        total: 6,
      },
    ]);
    expect(a.categoryBreakdown).toEqual([
      { category: 'Health', habitCount: 2, completions: 4, completionRate: 36.4 },
      { category: 'Learning', habitCount: 1, completions: 6, completionRate: 85.7 },
    ]);
  });

  it('says which streak is at risk, how the period compares and which target looks too high', () => {
    expect(a.insights).toEqual([
      {
        type: 'warning',
        icon: '🔥',
        title: 'Read streak at risk',
        message:
          'Read is on a 6-day streak and today is not done yet (0 of 1): check in today to keep it.',
      },
      {
        type: 'success',
        icon: '📈',
        title: 'Trending up',
        // 3 of 14 habit-days the week before (Walk did not exist yet).
        message:
          'Your completion rate is 55.6% over the last 7 days, up 34.2 points from 21.4% in the 7 days before.',
      },
      {
        type: 'warning',
        icon: '🎯',
        title: "Stretch's target may be too high",
        message:
          'Stretch reached its target on only 1 of 7 days (14.3%), though you checked in on 6 of them.',
      },
    ]);
    expect(a.recommendations).toEqual([
      expect.objectContaining({ action: 'Check in to Read today', priority: 'high' }),
      {
        title: 'Make Stretch achievable',
        description:
          'On the days you check in you average 1.8 of 3. A target you reach builds the streak.',
        action: "Lower Stretch's daily target to 2",
        priority: 'medium',
      },
      expect.objectContaining({ title: 'Keep the momentum', priority: 'low' }),
    ]);
  });
});

describe('GET /api/premium/analytics (default period, 30 days)', () => {
  let a: Analytics;
  beforeAll(async () => {
    a = await premium.analytics(t, m.token);
  });

  it('covers 1–30 June, the days before the first habit counting nothing', () => {
    expect(a.period).toBe('30d');
    expect(a.range).toEqual({ start: '2026-06-01', end: TODAY });
    expect(a.daily).toHaveLength(30);
    expect(a.daily[0]).toEqual(premium.dayRow('2026-06-01', 0, 0, 0));
    expect(a.daily.slice(0, 16).every((d) => d.possible === 0)).toBe(true);
    expect(a.daily[16]).toEqual(premium.dayRow('2026-06-17', 1, 2, 50));
    // 13 of 32: the 7 days above, plus 3 of 14 the week before.
    expect(a.overview.completionRate).toBe(40.6);
    expect(a.categoryBreakdown).toEqual([
      { category: 'Health', habitCount: 2, completions: 4, completionRate: 22.2 },
      { category: 'Learning', habitCount: 1, completions: 9, completionRate: 64.3 },
    ]);
  });

  it('compares weekdays once each has two weeks of days, and names the best and weakest', () => {
    expect(a.weekdays).toEqual(
      premium.weekdayRows(
        [1, 5, 20],
        [2, 5, 40],
        [1, 5, 20],
        [2, 4, 50],
        [2, 4, 50],
        [3, 4, 75],
        [2, 5, 40],
      ),
    );
    expect(a.insights).toContainEqual({
      type: 'info',
      icon: '📅',
      title: 'Fridays are your strongest day',
      message: 'You complete 75% of your habits on Fridays but only 20% on Sundays.',
    });
    expect(a.recommendations).toContainEqual({
      title: 'Plan ahead for Sundays',
      description: 'Sundays are your weakest day at 20%, against 75% on Fridays.',
      action: 'Set a reminder for Sunday',
      priority: 'medium',
    });
  });

  it('makes no comparison when the period before had no habits', () => {
    expect(a.insights.map((i) => i.title)).toEqual([
      'Read streak at risk',
      'Fridays are your strongest day',
      "Stretch's target may be too high",
    ]);
    expect(a.insights[2]?.message).toBe(
      'Stretch reached its target on only 1 of 14 days (7.1%), though you checked in on 8 of them.',
    );
  });
});

describe('access and input', () => {
  it('refuses a period that is not 7d, 30d, 90d or 1y with a 400 naming the field', async () => {
    const u = await premium.member(t, TODAY);
    for (const period of ['14d', '', 'all']) {
      const res = await premium.analyticsReply(t, u.token, period);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorResponse>()).toEqual({
        message: MESSAGES.analyticsPeriodInvalid,
        fields: { period: MESSAGES.analyticsPeriodInvalid },
      });
    }
  });

  it.each(['free', 'pro'] as const)('is 403 PREMIUM_REQUIRED on the %s plan', async (plan) => {
    const u = await premium.member(t, TODAY, { plan });
    const res = await premium.analyticsReply(t, u.token, '7d');
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorResponse>()).toEqual({
      message: MESSAGES.premiumRequired,
      code: 'PREMIUM_REQUIRED',
    });
  });

  it('is 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/premium/analytics' });
    expect(res.statusCode).toBe(401);
  });
});
