import { describe, expect, it } from 'vitest';
import { advise, percent, type InsightFacts, type InsightHabit } from './analytics-insights.js';
import { WEEKDAY_LABELS, type HabitFigures, type WeekdayFigure } from './analytics-tally.js';

const rate = (completed: number, possible: number) => ({
  completed,
  protected: 0,
  possible,
  rate: possible === 0 ? 0 : Math.round((completed / possible) * 1000) / 10,
});
const weekdays = (rates: number[], days = 4): WeekdayFigure[] =>
  rates.map((r, weekday) => ({
    weekday,
    label: WEEKDAY_LABELS[weekday]!,
    days,
    ...rate(r, 100),
  }));
const figures = (f: Partial<HabitFigures> = {}): HabitFigures => ({
  days: 30,
  done: 30,
  protected: 0,
  checkedIn: 30,
  units: 30,
  today: null,
  streak: { current: 0, longest: 0 },
  ...f,
});
const habit = (h: Partial<InsightHabit> = {}): InsightHabit => ({
  name: 'Read',
  dailyTarget: 1,
  streak: 0,
  figures: figures(),
  ...h,
});
const facts = (f: Partial<InsightFacts> = {}): InsightFacts => ({
  period: '30d',
  current: rate(50, 100),
  previous: rate(0, 0),
  weekdays: weekdays([50, 50, 50, 50, 50, 50, 50]),
  habits: [habit()],
  ...f,
});
const titles = (f: Partial<InsightFacts>) => advise(facts(f)).insights.map((i) => i.title);

describe('advise', () => {
  it('says nothing when nothing stands out', () => {
    expect(advise(facts())).toEqual({ insights: [], recommendations: [] });
  });

  it('greets a user without habits with a first step', () => {
    const { insights, recommendations } = advise(facts({ habits: [], current: rate(0, 0) }));
    expect(insights.map((i) => i.type)).toEqual(['info']);
    expect(recommendations).toEqual([
      expect.objectContaining({ action: 'Add a habit', priority: 'high' }),
    ]);
  });

  it('warns about the longest streak not yet kept today, from 3 days on', () => {
    const partial = figures({ today: { count: 1, target: 2 } });
    const done = figures({ today: { count: 2, target: 2 } });
    const habits = [
      habit({ name: 'Two', streak: 2 }),
      habit({ name: 'Four', streak: 4, figures: partial }),
      habit({ name: 'Nine', streak: 9, figures: done }),
      habit({ name: 'Five', streak: 5 }),
      habit({ name: 'Also five', streak: 5 }),
    ];
    const { insights, recommendations } = advise(facts({ habits }));
    expect(insights[0]?.message).toBe(
      'Five is on a 5-day streak and today is not done yet (0 of 1): check in today to keep it.',
    );
    expect(recommendations[0]?.action).toBe('Check in to Five today');
    expect(titles({ habits: [habit({ streak: 2 })] })).toEqual([]);
    expect(titles({ habits: [habit({ streak: 4, figures: partial })] })).toEqual([
      'Read streak at risk',
    ]);
  });

  it('sees no streak at risk on a day the habit does not owe (a day off, a protected day)', () => {
    const off = habit({ name: 'Gym', streak: 12, dueToday: false });
    expect(titles({ habits: [off] })).toEqual([]);
    expect(advise(facts({ habits: [off, habit({ streak: 3 })] })).insights[0]?.title).toBe(
      'Read streak at risk',
    );
  });

  it('compares with the period before: up, down or steady within a point', () => {
    const up = advise(facts({ current: rate(60, 100), previous: rate(45, 100) }));
    expect(up.insights[0]).toMatchObject({ type: 'success', title: 'Trending up' });
    expect(up.insights[0]?.message).toBe(
      'Your completion rate is 60% over the last 30 days, up 15 points from 45% in the 30 days before.',
    );
    expect(up.recommendations[0]?.priority).toBe('low');

    const slightlyDown = advise(facts({ current: rate(58, 100), previous: rate(61, 100) }));
    expect(slightlyDown.insights[0]?.message).toContain('down 3 points from 61%');
    expect(slightlyDown.recommendations[0]?.priority).toBe('medium');
    const sharplyDown = advise(facts({ current: rate(50, 100), previous: rate(60, 100) }));
    expect(sharplyDown.recommendations[0]?.priority).toBe('high');

    const steady = advise(
      facts({ period: '1y', current: rate(605, 1000), previous: rate(597, 1000) }),
    );
    expect(steady.insights[0]?.message).toBe(
      'Your completion rate is 60.5% over the last year, level with 59.7% in the year before.',
    );
    expect(steady.recommendations).toEqual([]);
    expect(titles({ current: rate(61, 100), previous: rate(60, 100), period: '7d' })).toEqual([
      'Trending up',
    ]);
    expect(
      advise(facts({ current: rate(61, 100), previous: rate(60, 100) })).insights[0]?.message,
    ).toContain('up 1 point from');
  });

  it('names the best and weakest weekday only with enough days and a real gap', () => {
    const spread = [40, 82, 50, 50, 50, 50, 41];
    expect(advise(facts({ weekdays: weekdays(spread) })).insights[0]?.message).toBe(
      'You complete 82% of your habits on Mondays but only 40% on Sundays.',
    );
    expect(titles({ weekdays: weekdays(spread, 1) })).toEqual([]);
    expect(titles({ weekdays: weekdays([50, 59, 50, 50, 50, 50, 50]) })).toEqual([]);
    expect(titles({ weekdays: weekdays([50, 60, 50, 50, 50, 50, 50]) })).toEqual([
      'Mondays are your strongest day',
    ]);
  });

  it('compares only the weekdays that owe habits (a weekday habit has no weekend to rate)', () => {
    const weekend = (w: WeekdayFigure) => w.weekday === 0 || w.weekday === 6;
    const workweek = weekdays([0, 90, 50, 50, 50, 60, 0]).map((w) =>
      weekend(w) ? { ...w, days: 0, completed: 0, possible: 0, rate: 0 } : w,
    );
    expect(advise(facts({ weekdays: workweek })).insights[0]?.message).toBe(
      'You complete 90% of your habits on Mondays but only 50% on Tuesdays.',
    );
  });

  it('flags a target reached on under 30% of days while checked in on most of them', () => {
    const tooHigh = figures({ days: 10, done: 2, checkedIn: 8, units: 18 });
    const { insights, recommendations } = advise(
      facts({ habits: [habit({ name: 'Water', dailyTarget: 8, figures: tooHigh })] }),
    );
    expect(insights[0]?.message).toBe(
      'Water reached its target on only 2 of 10 days (20%), though you checked in on 8 of them.',
    );
    expect(recommendations[0]).toMatchObject({
      action: "Lower Water's daily target to 2",
      priority: 'medium',
    });
    const check = (f: Partial<HabitFigures>, dailyTarget = 3) =>
      titles({ habits: [habit({ dailyTarget, figures: figures({ ...f }) })] }).length;
    expect(check({ days: 10, done: 2, checkedIn: 8 })).toBe(1);
    expect(check({ days: 10, done: 3, checkedIn: 8 })).toBe(0); // 30% is not under 30%
    expect(check({ days: 10, done: 2, checkedIn: 5 })).toBe(0); // half is not most
    expect(check({ days: 6, done: 1, checkedIn: 6 })).toBe(0); // too few days to judge
    expect(check({ days: 10, done: 2, checkedIn: 8 }, 1)).toBe(0); // a target of 1 cannot be lower
  });

  it('orders recommendations high, medium, low', () => {
    const { recommendations } = advise(
      facts({
        current: rate(70, 100),
        previous: rate(50, 100),
        weekdays: weekdays([10, 90, 50, 50, 50, 50, 50]),
        habits: [habit({ streak: 5 })],
      }),
    );
    expect(recommendations.map((r) => r.priority)).toEqual(['high', 'medium', 'low']);
  });

  it('formats rates without a trailing .0', () => {
    expect([percent(82), percent(82.5), percent(0)]).toEqual(['82%', '82.5%', '0%']);
  });
});
