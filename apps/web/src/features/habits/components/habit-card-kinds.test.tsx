import { HABIT_KIND_MESSAGES, type Habit } from '@streakwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeMeasure, makeQuit, makeResult } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';

// The card of each kind (docs/decisions/032-habit-kinds.md): a measure adds amounts, a quit habit
// logs slips against its limit; the count's card is habit-card.test.tsx's.

const progress = (card: HTMLElement) => card.querySelector('[data-progress]')?.textContent;

/** The dashboard with one habit; PATCH …/complete answers `after`, DELETE answers `undone`. */
async function renderKind(habit: Habit, after: Habit = habit, undone: Habit = habit) {
  const path = `/api/habits/${habit._id}/complete`;
  const view = renderDashboard({
    url: '/dashboard?tab=habits',
    habits: [habit],
    routes: {
      [`PATCH ${path}`]: () => jsonResponse(makeResult(after, { pointsEarned: 0 })),
      [`DELETE ${path}`]: () => jsonResponse(makeResult(undone, { pointsEarned: 0 })),
    },
  });
  const card = await screen.findByRole('article', { name: habit.name });
  return { ...view, card, patch: `PATCH ${path}`, remove: `DELETE ${path}` };
}

describe('a measure’s card', () => {
  it('shows the amount of the target with its unit and adds an amount with Enter', async () => {
    const habit = makeMeasure({ name: 'Run', amount: 2.5, target: 5, unit: 'km' });
    const after = makeMeasure({ ...habit, amount: 4, target: 5, unit: 'km' });
    const { card, user, fetchMock, patch } = await renderKind(habit, after);
    expect(progress(card)).toBe('2.5 of 5 km today');
    expect(within(card).getByRole('progressbar', { name: 'Run progress today' })).toHaveProperty(
      'ariaValueNow',
      '2.5',
    );
    const amount = within(card).getByLabelText('Amount (km)');
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    // No count buttons on a measure.
    expect(within(card).queryByRole('button', { name: /Mark Complete|\+1/ })).toBeNull();
    await user.type(amount, '1.5{Enter}');

    await waitFor(() => expect(progress(card)).toBe('4 of 5 km today'));
    expect(sentTo(fetchMock, patch).body).toEqual({ amount: 1.5 });
    expect(amount).toHaveProperty('value', '');
  });

  it('says inline why an amount is wrong, and sends nothing', async () => {
    const habit = makeMeasure({ name: 'Read', unit: 'pages', target: 20 });
    const { card, user, fetchMock, patch } = await renderKind(habit);
    const amount = within(card).getByLabelText('Amount (pages)');
    await user.click(within(card).getByRole('button', { name: 'Add' }));
    const alert = within(card).getByRole('alert');
    expect(alert.textContent).toBe(HABIT_KIND_MESSAGES.amountInvalid);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(amount);
    await user.type(amount, '0.001{Enter}');
    expect(within(card).getByRole('alert').textContent).toBe(HABIT_KIND_MESSAGES.amountInvalid);
    expect(callsTo(fetchMock, patch)).toHaveLength(0);
  });

  it('is done once the target is reached, still takes more, and Undo takes back the entry', async () => {
    const habit = makeMeasure({ name: 'Run', amount: 6, target: 5 });
    const undone = makeMeasure({ ...habit, amount: 3, target: 5 });
    const { card, user, fetchMock, remove } = await renderKind(habit, habit, undone);
    expect(card.getAttribute('data-complete')).toBe('true');
    expect(progress(card)).toBe('6 of 5 km today');
    expect(within(card).getByText('Target reached today: more still counts')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add' })).toHaveProperty('disabled', false);
    await user.click(within(card).getByRole('button', { name: 'Undo last entry for Run' }));
    await waitFor(() => expect(progress(card)).toBe('3 of 5 km today'));
    expect(card.getAttribute('data-complete')).toBe('false');
    expect(callsTo(fetchMock, remove)).toHaveLength(1);
  });
});

describe('a quit habit’s card', () => {
  it('logs a slip with {count: 1} and reads "kept" days as its streak', async () => {
    const habit = makeQuit({ name: 'Coffee', limit: 2, streak: { current: 12, longest: 12 } });
    const after = makeQuit({ ...habit, slips: 1, limit: 2 });
    const { card, user, fetchMock, patch } = await renderKind(habit, after);
    expect(progress(card)).toBe('0 of at most 2 today');
    expect(within(card).getByText('Kept 12 days')).toBeTruthy();
    expect(within(card).queryByText(/day streak/)).toBeNull();
    expect(within(card).queryByRole('button', { name: /Mark Complete|\+1/ })).toBeNull();
    expect(card.getAttribute('data-complete')).toBe('true');

    await user.click(within(card).getByRole('button', { name: 'Log a slip' }));
    await waitFor(() => expect(progress(card)).toBe('1 of at most 2 today'));
    expect(sentTo(fetchMock, patch).body).toEqual({ count: 1 });
    expect(within(card).getByRole('button', { name: 'Undo last slip for Coffee' })).toBeTruthy();
  });

  it('says "over" past the limit, with no unit, and one kept day in the singular', async () => {
    const habit = makeQuit({
      name: 'Coffee',
      limit: 2,
      slips: 3,
      unit: 'coffees',
      streak: { current: 1, longest: 4 },
    });
    const { card } = await renderKind(habit);
    expect(progress(card)).toBe('3 of at most 2 today — over');
    expect(card.getAttribute('data-complete')).toBe('false');
    expect(within(card).getByText('Kept 1 day')).toBeTruthy();
    // More slips can still be logged on a day gone over.
    expect(within(card).getByRole('button', { name: 'Log a slip' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('reads a limit of 0 as "0 of at most 0 today"', async () => {
    const { card } = await renderKind(makeQuit({ name: 'Sugar', limit: 0 }));
    expect(progress(card)).toBe('0 of at most 0 today');
    expect(within(card).queryByRole('button', { name: /Undo/ })).toBeNull();
  });
});

describe('the day’s summary', () => {
  it('counts a measure at its target and a quit habit within its limit as done', async () => {
    renderDashboard({
      habits: [
        makeMeasure({ name: 'Run', amount: 5, target: 5 }),
        makeMeasure({ name: 'Read', amount: 19.5, target: 20, unit: 'pages' }),
        makeQuit({ name: 'Coffee', slips: 2, limit: 2 }),
        makeQuit({ name: 'Sugar', slips: 1, limit: 0 }),
      ],
    });
    expect(await screen.findByText(/completed 2 of 4 habits today/)).toBeTruthy();
  });
});
