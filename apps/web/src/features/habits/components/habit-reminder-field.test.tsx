import type { Habit } from '@streakwise/shared';
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

describe('Add Habit: a reminder from the start (Premium)', () => {
  async function openAdd(plan: 'pro' | 'premium', patch = 200) {
    const created = makeHabit({ name: 'Meditate', reminder: null });
    const path = `PATCH /api/habits/${created._id}`;
    const view = renderDashboard({
      url: '/dashboard?tab=habits',
      user: userOn(plan),
      routes: {
        'POST /api/habits': () => jsonResponse(created, 201),
        [path]:
          patch === 200
            ? patched(created)
            : () => jsonResponse({ message: 'Please try again later.' }, patch),
      },
    });
    await view.user.click(await screen.findByRole('button', { name: 'Add Habit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Habit' });
    await view.user.type(within(dialog).getByLabelText('Habit name'), 'Meditate');
    await view.user.selectOptions(within(dialog).getByLabelText('Category'), 'Health');
    return { ...view, dialog, path };
  }

  it('creates the habit, then sets its reminder on it', async () => {
    const { dialog, user, fetchMock, path } = await openAdd('premium');
    await user.click(within(dialog).getByRole('switch', { name: 'Remind me about this habit' }));
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '06:45');
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));

    expect(await screen.findByText('“Meditate” added. Let’s build that streak!')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, path)).toHaveLength(1));
    expect(sentTo(fetchMock, 'POST /api/habits').body).not.toHaveProperty('reminder');
    expect(sentTo(fetchMock, path).body).toEqual({ reminder: { time: '06:45' } });
  });

  it('says so when the reminder could not be set after the habit was added', async () => {
    const { dialog, user } = await openAdd('premium', 503);
    await user.click(within(dialog).getByRole('switch', { name: 'Remind me about this habit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));
    expect(await screen.findByText(/its reminder was not saved/)).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Meditate' })).toBeTruthy();
  });

  it('sends no reminder on Pro, where the field is locked', async () => {
    const { dialog, user, fetchMock, path } = await openAdd('pro');
    expect(
      within(dialog).getByText('Reminders for each habit come with the Premium plan'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));
    await screen.findByText('“Meditate” added. Let’s build that streak!');
    expect(callsTo(fetchMock, path)).toHaveLength(0);
  });
});
