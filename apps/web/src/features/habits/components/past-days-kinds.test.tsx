import { HABIT_KIND_MESSAGES, type Habit, type HabitDay } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeMeasure, makeQuit, TODAY, userOn } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';

// Past days of a measure (the day's total amount) and of a quit habit (its slips), decisions 031
// and 032.

type Reply = (init: RequestInit | undefined) => Response;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
});
afterEach(() => vi.useRealTimers());

const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;

/** `habit`'s past days open, with `days` stored; PUT of 5 November answers with `reply`. */
async function openPastDays(habit: Habit, days: HabitDay[], reply: (habit: Habit) => Reply) {
  const path = `PUT /api/habits/${habit._id}/days/2025-11-05`;
  const view = renderDashboard({
    url: '/dashboard?tab=habits',
    habits: [habit],
    user: userOn('free', { timezone: 'Europe/London' }),
    routes: {
      [`GET /api/habits/${habit._id}/days`]: () => jsonResponse({ days }),
      [path]: reply(habit),
    },
  });
  await view.user.click(await screen.findByRole('button', { name: `Past days of ${habit.name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Past days · ${habit.name}` });
  return { ...view, dialog, path };
}

const stored =
  (target: number, field: 'count' | 'amount') =>
  (habit: Habit) =>
  (init: RequestInit | undefined) =>
    jsonResponse({
      day: {
        date: '2025-11-05',
        count: bodyOf(init)[field] ?? 0,
        target,
        note: null,
        corrected: true,
      },
      habit,
    });

const cellFigure = (cell: HTMLElement) => cell.querySelector('[data-figure]')?.textContent;

describe('past days of a measure', () => {
  it("shows each day's amount and sets a day's total, decimals and 0 allowed", async () => {
    const habit = makeMeasure({ name: 'Run', target: 5, unit: 'km' });
    const days = [{ date: '2025-11-03', count: 6.5, target: 5, note: null, corrected: false }];
    const { dialog, user, fetchMock, path } = await openPastDays(habit, days, stored(5, 'amount'));

    const third = await within(dialog).findByRole('button', {
      name: 'Monday 3 November: 6.5 of 5 km',
    });
    expect(cellFigure(third)).toBe('6.5');
    await user.click(
      within(dialog).getByRole('button', { name: 'Wednesday 5 November: 0 of 5 km' }),
    );
    expect(within(dialog).queryByRole('button', { name: 'One more' })).toBeNull();
    const amount = within(dialog).getByLabelText('Amount (target 5 km)');
    expect(amount).toHaveProperty('value', '0');
    expect(amount.getAttribute('inputmode')).toBe('decimal');

    await user.clear(amount);
    await user.type(amount, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    expect(within(dialog).getByText(HABIT_KIND_MESSAGES.dayAmountInvalid)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, path)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '3.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));
    expect(
      await screen.findByText('Day corrected: history and streak updated, points unchanged'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({ amount: 3.25 });
    const fifth = within(dialog).getByRole('button', {
      name: 'Wednesday 5 November: 3.25 of 5 km, corrected',
    });
    expect(cellFigure(fifth)).toBe('3.25');
  });
});

describe('past days of a quit habit', () => {
  it('shows slips and kept or over, and sets a day’s slips', async () => {
    const habit = makeQuit({ name: 'Coffee', limit: 2 });
    const days = [{ date: '2025-11-03', count: 3, target: 2, note: null, corrected: false }];
    const { dialog, user, fetchMock, path } = await openPastDays(habit, days, stored(2, 'count'));

    const third = await within(dialog).findByRole('button', {
      name: 'Monday 3 November: 3 of at most 2, over',
    });
    expect(cellFigure(third)).toBe('3');
    await user.click(
      within(dialog).getByRole('button', { name: 'Wednesday 5 November: 0 of at most 2, kept' }),
    );
    const slips = within(dialog).getByLabelText('Slips');
    expect(slips.getAttribute('max')).toBe('100');
    const hint = document.getElementById(slips.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('At most 2 keeps the day');
    await user.click(within(dialog).getByRole('button', { name: 'One more' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));

    await screen.findByText('Day corrected: history and streak updated, points unchanged');
    expect(sentTo(fetchMock, path).body).toEqual({ count: 1 });
    expect(
      within(dialog).getByRole('button', {
        name: 'Wednesday 5 November: 1 of at most 2, kept, corrected',
      }),
    ).toBeTruthy();
  });
});
