import type { Habit } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
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

async function openEdit(habit: Habit, plan: 'free' | 'pro' | 'premium') {
  const path = `PATCH /api/habits/${habit._id}`;
  const view = renderDashboard({
    url: '/dashboard?tab=habits',
    habits: [habit],
    user: userOn(plan),
    routes: { [path]: patched(habit) },
  });
  await view.user.click(await screen.findByRole('button', { name: `Edit ${habit.name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit habit' });
  const save = () => view.user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  return { ...view, dialog, path, save };
}

describe('Edit habit: its own reminder (Premium)', () => {
  it('sends a time and the chosen weekdays as ISO days', async () => {
    const habit = makeHabit({ name: 'Stretch', reminder: null });
    const { dialog, user, fetchMock, path, save } = await openEdit(habit, 'premium');
    await user.click(within(dialog).getByRole('switch', { name: 'Remind me about this habit' }));
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '07:30');
    const days = within(dialog).getByRole('group', { name: 'Days' });
    await user.click(within(days).getByRole('button', { name: 'Monday' }));
    await user.click(within(days).getByRole('button', { name: 'Sunday' }));
    await save();

    expect(await screen.findByText('“Stretch” updated')).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({ reminder: { time: '07:30', days: [1, 7] } });
  });

  it('leaves the days out for every day the habit is due, and shows a stored reminder', async () => {
    const habit = makeHabit({ name: 'Read', reminder: { time: '21:00', days: [7] } });
    const { dialog, user, fetchMock, path, save } = await openEdit(habit, 'premium');
    expect(within(dialog).getByLabelText('Time')).toHaveProperty('value', '21:00');
    const sunday = within(dialog).getByRole('button', { name: 'Sunday' });
    expect(sunday.getAttribute('aria-pressed')).toBe('true');
    await user.click(sunday);
    await save();
    await screen.findByText('“Read” updated');
    expect(sentTo(fetchMock, path).body).toEqual({ reminder: { time: '21:00' } });
  });

  it('clears a reminder with null', async () => {
    const habit = makeHabit({ name: 'Walk', reminder: { time: '18:00' } });
    const { dialog, user, fetchMock, path, save } = await openEdit(habit, 'premium');
    await user.click(within(dialog).getByRole('switch', { name: 'Remind me about this habit' }));
    expect(within(dialog).queryByLabelText('Time')).toBeNull();
    await save();
    await screen.findByText('“Walk” updated');
    expect(sentTo(fetchMock, path).body).toEqual({ reminder: null });
  });

  it('does not send without a time, and says so on the field', async () => {
    const habit = makeHabit({ name: 'Walk', reminder: null });
    const { dialog, user, fetchMock, path, save } = await openEdit(habit, 'premium');
    await user.click(within(dialog).getByRole('switch', { name: 'Remind me about this habit' }));
    await user.clear(within(dialog).getByLabelText('Time'));
    await save();
    expect(await within(dialog).findByText('Please enter the reminder time as HH:MM')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Time'));
    expect(callsTo(fetchMock, path)).toHaveLength(0);
  });

  it.each(['free', 'pro'] as const)('is locked on %s with the way to Premium', async (plan) => {
    const habit = makeHabit({ name: 'Run', reminder: null });
    const { dialog, user, fetchMock, path, save } = await openEdit(habit, plan);
    const group = within(dialog).getByRole('group', { name: 'Reminder' });
    expect(
      within(group).getByText('Reminders for each habit come with the Premium plan'),
    ).toBeTruthy();
    expect(
      within(group).getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href'),
    ).toBe('/premium');
    expect(within(dialog).queryByRole('switch', { name: 'Remind me about this habit' })).toBeNull();
    const name = within(dialog).getByLabelText('Habit name');
    await user.type(name, ' daily');
    await save();
    await screen.findByText('“Run daily” updated');
    expect(sentTo(fetchMock, path).body).toEqual({ name: 'Run daily' });
  });
});
