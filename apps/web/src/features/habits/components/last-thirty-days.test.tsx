import { addDays } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BROWSER_ZONE, makeHabit, TODAY, userOn } from '../../../test/habit-fixtures';
import { renderDashboard } from '../../../test/render-dashboard';

const done = (date: string) => ({ date, count: 1, status: 'done' as const });
/** Noon UTC: the same local day in any zone from UTC-11 to UTC+11. */
const createdOn = (day: string) => `${day}T12:00:00.000Z`;

/*
 * Today is Wednesday 2025-11-12; the window is 14 October to 12 November.
 *   Read: added Monday 10 November, done Monday and Tuesday, only partly today: 2 of 3.
 *   Walk: added in September, done on the window's four Mondays (and on 13 October, the Monday
 *         before the window, which does not count): 4 of 30.
 */
const read = makeHabit({
  name: 'Read',
  createdAt: createdOn('2025-11-10'),
  completions: [
    done('2025-11-10'),
    done('2025-11-11'),
    { date: TODAY, count: 1, status: 'partial' },
  ],
});
const walk = makeHabit({
  name: 'Walk',
  createdAt: createdOn('2025-09-01'),
  completions: ['2025-10-13', '2025-10-20', '2025-10-27', '2025-11-03', '2025-11-10'].map(done),
});

/** One of the panel's lists, by its `data-rate`. */
function rateList(region: HTMLElement, rate: 'weekdays' | 'habits') {
  const list = region.querySelector<HTMLElement>(`[data-rate="${rate}"]`);
  if (!list) throw new Error(`no ${rate} list`);
  return within(list).getAllByRole('listitem');
}
/** What each weekday's bar says to a screen reader, Monday first. */
const weekdayRates = (region: HTMLElement) =>
  rateList(region, 'weekdays').map((item) => item.querySelector('.sr-only')?.textContent);
/** Each named habit's line: its name and rate. */
const habitRates = (region: HTMLElement) =>
  rateList(region, 'habits').map((item) => item.textContent);

async function panel(habits = [read, walk], plan: 'pro' | 'premium' = 'pro') {
  renderDashboard({ user: userOn(plan, { timezone: BROWSER_ZONE }), habits });
  return screen.findByRole('region', { name: 'Last 30 days' });
}

describe('the Overview’s last 30 days (Pro and Premium)', () => {
  it('shows the overall rate, each weekday’s and each habit’s, in words as well as bars', async () => {
    const region = await panel();
    const overall = await within(region).findByText('18%');
    expect(overall.closest('[data-rate="overall"]')?.textContent).toContain('6 of 33 habit-days');
    expect(
      within(region).getByRole('progressbar', { name: 'Last 30 days: Completion rate' }),
    ).toBeTruthy();

    expect(weekdayRates(region)).toEqual([
      'Monday: 100%, 5 of 5 habit-days',
      'Tuesday: 17%, 1 of 6 habit-days',
      'Wednesday: 0%, 0 of 6 habit-days',
      'Thursday: 0%, 0 of 4 habit-days',
      'Friday: 0%, 0 of 4 habit-days',
      'Saturday: 0%, 0 of 4 habit-days',
      'Sunday: 0%, 0 of 4 habit-days',
    ]);

    expect(habitRates(region)).toEqual(['Read67%', 'Walk13%']);
    expect(within(region).queryByText(/more$/)).toBeNull();
  });

  it('rates due days only, leaves protected days out, and keeps weekly habits off the weekdays', async () => {
    // Gym: Mondays only, added 13 October. In the window it owes the Mondays 20 and 27 October,
    // 3 and 10 November; 27 October was protected and 3 November missed.
    const gym = makeHabit({
      name: 'Gym',
      createdAt: createdOn('2025-10-13'),
      schedule: { kind: 'weekdays', days: [1] },
      completions: [
        done('2025-10-20'),
        { date: '2025-10-27', count: 0, status: 'protected' },
        { date: '2025-11-03', count: 0, status: 'missed' },
        done('2025-11-10'),
      ],
    });
    // Swim: twice a week from Monday 10 November, done on Monday and Tuesday: 2 of 2.
    const swim = makeHabit({
      name: 'Swim',
      createdAt: createdOn('2025-11-10'),
      schedule: { kind: 'weekly', times: 2 },
      completions: [done('2025-11-10'), done('2025-11-11')],
    });
    const region = await panel([gym, swim]);
    const overall = await within(region).findByText('80%');
    expect(overall.closest('[data-rate="overall"]')?.textContent).toContain(
      '4 of 5 habit-days · 1 protected left out',
    );
    expect(weekdayRates(region)).toEqual([
      'Monday: 67%, 2 of 3 habit-days',
      'Tuesday: no habit-days yet',
      'Wednesday: no habit-days yet',
      'Thursday: no habit-days yet',
      'Friday: no habit-days yet',
      'Saturday: no habit-days yet',
      'Sunday: no habit-days yet',
    ]);
    expect(habitRates(region)).toEqual(['Swim100%', 'Gym67%']);
  });

  it('names the top five habits and counts the rest', async () => {
    const habits = Array.from({ length: 7 }, (_, i) =>
      makeHabit({
        name: `Habit ${String.fromCharCode(65 + i)}`,
        createdAt: createdOn(addDays(TODAY, -9)),
        // Habit A is done on 7 of its 10 days, B on 6, and so on.
        completions: Array.from({ length: 7 - i }, (__, d) => done(addDays(TODAY, -d - 1))),
      }),
    );
    const region = await panel(habits, 'premium');
    await within(region).findByText('Habit A');
    expect(habitRates(region)).toEqual([
      'Habit A70%',
      'Habit B60%',
      'Habit C50%',
      'Habit D40%',
      'Habit E30%',
    ]);
    expect(within(region).getByText('and 2 more')).toBeTruthy();
  });

  it('asks for a habit first when there is none', async () => {
    const region = await panel([]);
    expect(
      within(region).getByText('Add a habit and check in to see your last 30 days here.'),
    ).toBeTruthy();
  });
});

describe('the Overview’s last 30 days on Free', () => {
  it('is a one-line teaser that links to Pro', async () => {
    renderDashboard({ user: userOn('free'), habits: [read, walk] });
    const link = await screen.findByRole('link', { name: 'See Pro' });
    expect(link.getAttribute('href')).toBe('/pro');
    expect(link.closest('p')?.textContent).toContain('Pro adds a “Last 30 days” summary here');
    expect(screen.queryByRole('region', { name: 'Last 30 days' })).toBeNull();
  });
});
