import type { Habit, HabitDay } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeHabit, TODAY, userOn } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';

// Past days (docs/decisions/031-past-days-and-notes.md): the card's calendar button opens the
// habit's month; a day chosen there takes a count and a note.

const day = (date: string, over: Partial<HabitDay> = {}): HabitDay => ({
  date,
  count: 0,
  target: 2,
  note: null,
  corrected: false,
  ...over,
});

type Reply = (init: RequestInit | undefined) => Response;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
});
afterEach(() => vi.useRealTimers());

/** The dashboard with one habit, Read (target 2), and its past days open; `put` answers PUTs. */
async function openPastDays(put: (habit: Habit) => Reply) {
  const habit = makeHabit({ name: 'Read', dailyTarget: 2 });
  const view = renderDashboard({
    url: '/dashboard?tab=habits',
    habits: [habit],
    user: userOn('free', { timezone: 'Europe/London' }),
    routes: {
      [`GET /api/habits/${habit._id}/days`]: () =>
        jsonResponse({ days: [day('2025-11-03', { count: 2, note: 'Long chapter' })] }),
      [`PUT /api/habits/${habit._id}/days/2025-11-05`]: put(habit),
    },
  });
  await view.user.click(await screen.findByRole('button', { name: 'Past days of Read' }));
  const dialog = await screen.findByRole('dialog', { name: 'Past days · Read' });
  return { ...view, habit, dialog, path: `PUT /api/habits/${habit._id}/days/2025-11-05` };
}

/** The server's answer to a PUT: the day as sent, corrected, and the habit. */
const corrected = (habit: Habit) => (init: RequestInit | undefined) => {
  const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
    count?: number;
    note?: string;
  };
  return jsonResponse({
    day: day('2025-11-05', { count: body.count ?? 0, note: body.note ?? null, corrected: true }),
    habit,
  });
};

describe('past days', () => {
  it('shows the month with what each day holds, and corrects a closed day with a note', async () => {
    const { dialog, user, fetchMock, path } = await openPastDays(corrected);

    expect(within(dialog).getByText('November 2025')).toBeTruthy();
    expect(
      await within(dialog).findByRole('button', { name: 'Monday 3 November: 2 of 2, has a note' }),
    ).toBeTruthy();
    // Tomorrow cannot be chosen, nor can the next month.
    expect(
      within(dialog).getByRole('button', { name: 'Thursday 13 November: not yet' }),
    ).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Wednesday 5 November: 0 of 2' }));
    expect(
      within(dialog).getByText(/A correction: your history, streak and rates change/),
    ).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save day' });
    expect(save).toHaveProperty('disabled', true);
    const more = within(dialog).getByRole('button', { name: 'One more' });
    await user.click(more);
    await user.click(more);
    expect(more).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Note'), 'Caught up on the train');
    await user.click(save);

    expect(
      await screen.findByText('Day corrected: history and streak updated, points unchanged'),
    ).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({ count: 2, note: 'Caught up on the train' });
    expect(
      within(dialog).getByRole('button', {
        name: 'Wednesday 5 November: 2 of 2, has a note, corrected',
      }),
    ).toBeTruthy();
  });

  it("keeps the dialog and the person's input with the server's reason when it refuses", async () => {
    const refuse = () => () =>
      jsonResponse({ message: 'That day is before the habit was created.', code: 'CONFLICT' }, 409);
    const { dialog, user, fetchMock, path } = await openPastDays(refuse);
    await user.click(
      await within(dialog).findByRole('button', { name: 'Wednesday 5 November: 0 of 2' }),
    );
    await user.type(within(dialog).getByLabelText('Note'), 'Kept');
    await user.click(within(dialog).getByRole('button', { name: 'Save day' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That day is before the habit was created.',
    );
    expect(within(dialog).getByLabelText('Note')).toHaveProperty('value', 'Kept');
    expect(callsTo(fetchMock, path)).toHaveLength(1);
  });
});
