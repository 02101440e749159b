import { addDays, figureDay, monthStart, weekStart } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BROWSER_ZONE, makeHabit, TODAY, userOn } from '../../../test/habit-fixtures';
import { renderDashboard } from '../../../test/render-dashboard';

const rateOf = (label: string) => document.querySelector(`[data-rate="${label}"] dd`);
const periodOf = (label: string) => document.querySelector(`[data-rate="${label}"] dt`);

describe('completion rates on the Overview', () => {
  it('shows this week’s and this month’s share of habit-days done, on every plan', async () => {
    // Created on the 1st; done on Monday and Tuesday of this week, partly today.
    const monday = weekStart(TODAY);
    const habit = makeHabit({
      createdAt: `${addDays(TODAY, -11)}T08:00:00.000Z`,
      completions: [
        { date: monday, count: 1, status: 'done' },
        { date: addDays(monday, 1), count: 1, status: 'done' },
        { date: TODAY, count: 1, status: 'partial' },
      ],
    });
    renderDashboard({ user: userOn('free', { timezone: BROWSER_ZONE }), habits: [habit] });

    const panel = await screen.findByRole('region', { name: 'Completion rate' });
    await within(panel).findByText('67%');
    expect(rateOf('This week')?.textContent).toContain('67%');
    expect(rateOf('This week')?.textContent).toContain('2 of 3 due habit-days');
    expect(rateOf('This month')?.textContent).toContain('17%');
    expect(rateOf('This month')?.textContent).toContain('2 of 12 due habit-days');
    // Each figure names its period (docs/decisions/040-one-rule-per-figure.md).
    expect(periodOf('This week')?.textContent).toBe(`This week (${figureDay(monday)} – today)`);
    expect(periodOf('This month')?.textContent).toBe(
      `This month (${figureDay(monthStart(TODAY))} – today)`,
    );
    expect(
      within(panel).getByRole('progressbar', { name: 'This week: completion rate' }),
    ).toBeTruthy();
  });

  it('leaves protected days out of the rate and says how many', async () => {
    const monday = weekStart(TODAY);
    const habit = makeHabit({
      createdAt: `${addDays(TODAY, -11)}T08:00:00.000Z`,
      completions: [
        { date: monday, count: 1, status: 'done' },
        { date: addDays(monday, 1), count: 0, status: 'protected' },
      ],
    });
    renderDashboard({ user: userOn('free', { timezone: BROWSER_ZONE }), habits: [habit] });

    const panel = await screen.findByRole('region', { name: 'Completion rate' });
    await within(panel).findByText('50%');
    expect(rateOf('This week')?.textContent).toContain('1 of 2 due habit-days');
    expect(rateOf('This week')?.textContent).toContain('1 protected habit-day left out');
  });

  it('says there is nothing to count without habits', async () => {
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Completion rate' });
    expect(await within(panel).findAllByText('No habit-days yet')).toHaveLength(2);
  });
});
