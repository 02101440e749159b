import { HABIT_CATEGORIES, type CategoryListItem, type Habit } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeHabit, userOn } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';

const LIST: CategoryListItem[] = [
  ...HABIT_CATEGORIES.map((name) => ({ _id: null, name, builtIn: true })),
  { _id: '7d0c4c1e-2f7a-4d55-9a53-0b1f4f1b9d01', name: 'Mindfulness', builtIn: false },
  { _id: '7d0c4c1e-2f7a-4d55-9a53-0b1f4f1b9d02', name: 'Reading', builtIn: false },
];

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function openAddHabit(setup: Parameters<typeof renderDashboard>[0]) {
  const view = renderDashboard({ url: '/dashboard?tab=habits', ...setup });
  await view.user.click(await screen.findByRole('button', { name: 'Add Habit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Habit' });
  return { ...view, dialog };
}

describe('categories in the habit form', () => {
  it('offers the built-ins and the person’s own, and links Pro to managing them', async () => {
    const created = makeHabit({ name: 'Breathe', category: 'Mindfulness' });
    const { dialog, user, fetchMock } = await openAddHabit({
      user: userOn('pro'),
      routes: {
        'GET /api/categories': () => jsonResponse(LIST),
        'POST /api/habits': () => jsonResponse(created, 201),
      },
    });
    const select = within(dialog).getByLabelText('Category');
    expect(await within(select).findByRole('option', { name: 'Reading' })).toBeTruthy();
    expect(optionNames(select)).toEqual([
      'Choose a category',
      ...HABIT_CATEGORIES,
      'Mindfulness',
      'Reading',
    ]);
    expect(callsTo(fetchMock, 'GET /api/categories')).toHaveLength(1);
    expect(
      within(dialog).getByRole('link', { name: 'Manage categories' }).getAttribute('href'),
    ).toBe('/settings#categories');

    await user.type(within(dialog).getByLabelText('Habit name'), 'Breathe');
    await user.selectOptions(select, 'Mindfulness');
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));
    expect(await screen.findByText('“Breathe” added. Let’s build that streak!')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /api/habits').body).toMatchObject({
      name: 'Breathe',
      category: 'Mindfulness',
    });
  });

  it('falls back on the built-ins when the list cannot be loaded, with no link on Free', async () => {
    const { dialog, fetchMock } = await openAddHabit({
      routes: { 'GET /api/categories': () => jsonResponse({ message: 'Down' }, 503) },
    });
    await expect.poll(() => callsTo(fetchMock, 'GET /api/categories').length).toBe(1);
    const select = within(dialog).getByLabelText('Category');
    expect(optionNames(select)).toEqual(['Choose a category', ...HABIT_CATEGORIES]);
    expect(within(dialog).queryByRole('link', { name: 'Manage categories' })).toBeNull();
  });

  it('keeps a habit’s own category when editing, even if the list failed', async () => {
    const habit: Habit = makeHabit({ name: 'Novel', category: 'Reading' });
    const view = renderDashboard({
      url: '/dashboard?tab=habits',
      user: userOn('free'),
      habits: [habit],
      routes: { 'GET /api/categories': () => jsonResponse({ message: 'Down' }, 503) },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Novel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit habit' });
    const select = within(dialog).getByLabelText('Category');
    expect(select).toHaveProperty('value', 'Reading');
    expect(optionNames(select)).toEqual(['Choose a category', ...HABIT_CATEGORIES, 'Reading']);
  });
});
