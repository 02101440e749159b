import { MESSAGES, type Habit } from '@streakwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeHabit, userOn } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';

/** A PATCH reply: the habit with the sent changes applied, as the server answers. */
const patched = (habit: Habit) => (init: RequestInit | undefined) =>
  jsonResponse({
    ...habit,
    ...(JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Partial<Habit>),
  });

async function openEdit(habit: Habit, setup: Parameters<typeof renderDashboard>[0] = {}) {
  const view = renderDashboard({ url: '/dashboard?tab=habits', habits: [habit], ...setup });
  await view.user.click(await screen.findByRole('button', { name: `Edit ${habit.name}` }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Edit habit' }) };
}

describe('Edit habit', () => {
  it('opens the habit form filled in, and saves only what changed', async () => {
    const habit = makeHabit({
      name: 'Drink water',
      category: 'Health',
      dailyTarget: 3,
      description: 'Eight glasses',
    });
    const path = `PATCH /api/habits/${habit._id}`;
    const { dialog, user, fetchMock } = await openEdit(habit, {
      routes: { [path]: patched(habit) },
    });
    const name = within(dialog).getByLabelText('Habit name');
    expect(name).toHaveProperty('value', 'Drink water');
    expect(within(dialog).getByLabelText('Category')).toHaveProperty('value', 'Health');
    expect(within(dialog).getByLabelText('Daily target')).toHaveProperty('value', '3');
    expect(within(dialog).getByLabelText('Description (optional)')).toHaveProperty(
      'value',
      'Eight glasses',
    );
    // Free: no icon or colour pickers, the same pointer to Pro as in Add Habit.
    expect(within(dialog).queryByRole('group', { name: 'Icon' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: 'Blue' })).toBeNull();
    expect(within(dialog).getByText(/Custom icons and colours come with/)).toBeTruthy();

    await user.clear(name);
    await user.type(name, 'Drink more water');
    const target = within(dialog).getByLabelText('Daily target');
    await user.clear(target);
    await user.type(target, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('“Drink more water” updated')).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({ name: 'Drink more water', dailyTarget: 4 });
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = screen.getByRole('article', { name: 'Drink more water' });
    expect(within(card).getByText('0/4')).toBeTruthy();
  });

  it('lets a Pro person change the icon and colour, starting from the habit’s own', async () => {
    const habit = makeHabit({ name: 'Read', icon: '📚', color: '#8B5CF6' });
    const path = `PATCH /api/habits/${habit._id}`;
    const { dialog, user, fetchMock } = await openEdit(habit, {
      user: userOn('pro'),
      routes: { [path]: patched(habit) },
    });
    const icons = within(dialog).getByRole('group', { name: 'Icon' });
    const colours = within(dialog).getByRole('group', { name: 'Colour' });
    expect(within(icons).getByRole('radio', { name: 'Books' })).toHaveProperty('checked', true);
    expect(within(colours).getByRole('radio', { name: 'Violet' })).toHaveProperty('checked', true);

    await user.click(within(icons).getByRole('radio', { name: 'Running' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('“Read” updated')).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({ icon: '🏃' });
  });

  it('keeps the modal open with the server’s message when saving fails', async () => {
    const habit = makeHabit({ name: 'Stretch' });
    const path = `PATCH /api/habits/${habit._id}`;
    const { dialog, user } = await openEdit(habit, {
      routes: {
        [path]: () =>
          jsonResponse(
            { message: MESSAGES.validationFailed, fields: { name: 'That name is taken' } },
            400,
          ),
      },
    });
    await user.type(within(dialog).getByLabelText('Habit name'), ' more');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('That name is taken')).toBeTruthy();
    expect(await screen.findByText(MESSAGES.validationFailed)).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Edit habit' })).toBeTruthy();
  });

  it('starts from the habit’s schedule and sends it only when it changed', async () => {
    const habit = makeHabit({ name: 'Gym', schedule: { kind: 'weekdays', days: [1, 3, 5] } });
    const path = `PATCH /api/habits/${habit._id}`;
    // Each save builds on the last, as the server's habit does.
    let current = habit;
    const { dialog, user, fetchMock } = await openEdit(habit, {
      routes: {
        [path]: async (init) => {
          current = (await patched(current)(init).json()) as Habit;
          return jsonResponse(current);
        },
      },
    });
    const often = within(dialog).getByRole('group', { name: 'How often' });
    expect(within(often).getByRole('radio', { name: 'On chosen days' })).toHaveProperty(
      'checked',
      true,
    );
    const pressed = within(often)
      .getAllByRole('button', { pressed: true })
      .map((button) => button.textContent?.slice(0, 3));
    expect(pressed).toEqual(['Mon', 'Wed', 'Fri']);

    // Renaming alone leaves the schedule out of the request.
    await user.type(within(dialog).getByLabelText('Habit name'), ' class');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Gym class” updated')).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({ name: 'Gym class' });

    await user.click(screen.getByRole('button', { name: 'Edit Gym class' }));
    const again = await screen.findByRole('dialog', { name: 'Edit habit' });
    await user.click(within(again).getByRole('radio', { name: 'Times a week' }));
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(fetchMock, path, 1).body).toEqual({ schedule: { kind: 'weekly', times: 3 } });
    const card = screen.getByRole('article', { name: 'Gym class' });
    expect(within(card).getByText('3× a week')).toBeTruthy();
  });

  it('closes without a request when nothing changed', async () => {
    const habit = makeHabit({ name: 'Meditate' });
    const { dialog, user, fetchMock } = await openEdit(habit);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, `PATCH /api/habits/${habit._id}`)).toHaveLength(0);
  });
});
