import { MESSAGES } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeHabit, userOn } from '../../../test/habit-fixtures';
import { sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';
import { SCHEDULE_FIELD_TEXTS } from './schedule-field';

async function openAddHabit(setup: Parameters<typeof renderDashboard>[0] = {}) {
  const view = renderDashboard({ url: '/dashboard?tab=habits', ...setup });
  await view.user.click(await screen.findByRole('button', { name: 'Add Habit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Habit' });
  return { ...view, dialog };
}

describe('Add Habit', () => {
  it('checks each field on change and blur with the shared messages', async () => {
    const { user, dialog } = await openAddHabit();
    const name = within(dialog).getByLabelText('Habit name');
    expect(document.activeElement).toBe(name);

    await user.tab();
    expect(await within(dialog).findByText(MESSAGES.habitNameRequired)).toBeTruthy();
    await user.type(name, 'a');
    expect(await within(dialog).findByText(MESSAGES.habitNameMin)).toBeTruthy();
    await user.type(name, 'b'.repeat(50));
    expect(await within(dialog).findByText(MESSAGES.habitNameMax)).toBeTruthy();

    const category = within(dialog).getByLabelText('Category');
    await user.click(category);
    await user.tab();
    expect(await within(dialog).findByText(MESSAGES.categoryRequired)).toBeTruthy();

    const target = within(dialog).getByLabelText('Daily target');
    expect((target as HTMLInputElement).value).toBe('1');
    await user.clear(target);
    expect(await within(dialog).findByText(MESSAGES.dailyTargetRequired)).toBeTruthy();
    await user.type(target, '0');
    expect(await within(dialog).findByText(MESSAGES.dailyTargetMin)).toBeTruthy();
    await user.clear(target);
    await user.type(target, '11');
    expect(await within(dialog).findByText(MESSAGES.dailyTargetMax)).toBeTruthy();
  });

  it('hides the pickers from a free person and points to Pro', async () => {
    const { dialog, user, fetchMock } = await openAddHabit({
      routes: { 'POST /api/habits': () => jsonResponse(makeHabit({ name: 'Drink water' }), 201) },
    });
    expect(within(dialog).queryByRole('group', { name: 'Icon' })).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Colour' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: 'Blue' })).toBeNull();
    expect(within(dialog).getByText(/Custom icons and colours come with/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/pro',
    );

    await user.type(within(dialog).getByLabelText('Habit name'), 'Drink water');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Health');
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));

    expect(await screen.findByText('“Drink water” added. Let’s build that streak!')).toBeTruthy();
    const sent = sentTo(fetchMock, 'POST /api/habits');
    expect(sent.body).toEqual({
      name: 'Drink water',
      category: 'Health',
      dailyTarget: 1,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('article', { name: 'Drink water' })).toBeTruthy();
  });

  it('lets a Pro person pick an icon and a colour, blue and the target by default', async () => {
    const { dialog, user, fetchMock } = await openAddHabit({
      user: userOn('pro'),
      routes: { 'POST /api/habits': () => jsonResponse(makeHabit({ name: 'Read' }), 201) },
    });
    const icons = within(dialog).getByRole('group', { name: 'Icon' });
    const colours = within(dialog).getByRole('group', { name: 'Colour' });
    expect(within(icons).getAllByRole('radio')).toHaveLength(10);
    expect(within(colours).getAllByRole('radio')).toHaveLength(10);
    expect(within(icons).getByRole('radio', { name: 'Target' })).toHaveProperty('checked', true);
    expect(within(colours).getByRole('radio', { name: 'Blue' })).toHaveProperty('checked', true);

    await user.type(within(dialog).getByLabelText('Habit name'), 'Read');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Learning');
    await user.click(within(icons).getByRole('radio', { name: 'Books' }));
    await user.click(within(colours).getByRole('radio', { name: 'Violet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));

    await screen.findByRole('article', { name: 'Read' });
    const sent = sentTo(fetchMock, 'POST /api/habits');
    expect(sent.body).toMatchObject({ icon: '📚', color: '#8B5CF6' });
  });

  it('puts the server’s field messages on the inputs and toasts its message', async () => {
    const { dialog, user } = await openAddHabit({
      routes: {
        'POST /api/habits': () =>
          jsonResponse(
            { message: MESSAGES.validationFailed, fields: { name: 'That name is taken' } },
            400,
          ),
      },
    });
    await user.type(within(dialog).getByLabelText('Habit name'), 'Walk');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Fitness');
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));

    expect(await within(dialog).findByText('That name is taken')).toBeTruthy();
    expect(await screen.findByText(MESSAGES.validationFailed)).toBeTruthy();
    expect(within(dialog).getByLabelText('Habit name').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers how often, every day by default, and sends the days chosen', async () => {
    const { dialog, user, fetchMock } = await openAddHabit({
      routes: { 'POST /api/habits': () => jsonResponse(makeHabit({ name: 'Gym' }), 201) },
    });
    const often = within(dialog).getByRole('group', { name: 'How often' });
    expect(within(often).getByRole('radio', { name: 'Every day' })).toHaveProperty('checked', true);
    expect(within(often).queryByRole('group', { name: 'Days of the week' })).toBeNull();

    await user.click(within(often).getByRole('radio', { name: 'On chosen days' }));
    const days = within(often).getByRole('group', { name: 'Days of the week' });
    const toggles = within(days).getAllByRole('button');
    // Monday first, none chosen to start with: the days saved are the days tapped.
    expect(toggles.map((button) => button.textContent)).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
    expect(toggles.map((button) => button.getAttribute('aria-pressed'))).toEqual(
      Array.from({ length: 7 }, () => 'false'),
    );
    expect(within(often).getByText(SCHEDULE_FIELD_TEXTS.noDays)).toBeTruthy();
    for (const day of ['Monday', 'Wednesday']) {
      await user.click(within(days).getByRole('button', { name: day }));
    }
    expect(within(often).queryByText(SCHEDULE_FIELD_TEXTS.noDays)).toBeNull();
    await user.click(within(days).getByRole('button', { name: 'Sunday' }));
    expect(within(days).getByRole('button', { name: 'Sunday' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.type(within(dialog).getByLabelText('Habit name'), 'Gym');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Fitness');
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));

    await screen.findByRole('article', { name: 'Gym' });
    // Sunday is 0, and the days go in order.
    expect(sentTo(fetchMock, 'POST /api/habits').body).toEqual({
      name: 'Gym',
      category: 'Fitness',
      dailyTarget: 1,
      schedule: { kind: 'weekdays', days: [0, 1, 3] },
    });
  });

  it('asks for at least one day, and takes a number of times a week', async () => {
    const { dialog, user, fetchMock } = await openAddHabit({
      routes: { 'POST /api/habits': () => jsonResponse(makeHabit({ name: 'Swim' }), 201) },
    });
    const often = within(dialog).getByRole('group', { name: 'How often' });
    await user.click(within(often).getByRole('radio', { name: 'On chosen days' }));
    // No day is chosen to start with, nor after Monday goes on and off again: a prompt says so.
    for (const day of ['Monday', 'Monday']) {
      await user.click(within(often).getByRole('button', { name: day }));
    }
    expect(within(often).getByText(SCHEDULE_FIELD_TEXTS.noDays)).toBeTruthy();
    expect(often.getAttribute('aria-describedby')).toContain(
      within(often).getByText(SCHEDULE_FIELD_TEXTS.noDays).closest('p')?.id,
    );

    await user.type(within(dialog).getByLabelText('Habit name'), 'Swim');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Fitness');
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));
    expect(await within(often).findByText(MESSAGES.scheduleInvalid)).toBeTruthy();
    expect(often.getAttribute('aria-describedby')).toContain(
      within(often).getByText(MESSAGES.scheduleInvalid).closest('p')?.id,
    );
    expect(sentTo(fetchMock, 'POST /api/habits').body).toBeUndefined();

    await user.click(within(often).getByRole('radio', { name: 'Times a week' }));
    expect(within(often).queryByText(MESSAGES.scheduleInvalid)).toBeNull();
    const times = within(often).getByLabelText('times a week');
    expect(times).toHaveProperty('value', '3');
    await user.clear(times);
    await user.type(times, '9');
    expect(await within(often).findByText(MESSAGES.scheduleInvalid)).toBeTruthy();
    expect(times.getAttribute('aria-invalid')).toBe('true');
    await user.clear(times);
    await user.type(times, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));

    await screen.findByRole('article', { name: 'Swim' });
    expect(sentTo(fetchMock, 'POST /api/habits').body).toMatchObject({
      schedule: { kind: 'weekly', times: 2 },
    });
  });

  it('shows the server’s word on a schedule on the picker', async () => {
    const { dialog, user } = await openAddHabit({
      routes: {
        'POST /api/habits': () =>
          jsonResponse(
            {
              message: MESSAGES.validationFailed,
              fields: { 'schedule.days': MESSAGES.scheduleInvalid },
            },
            400,
          ),
      },
    });
    await user.type(within(dialog).getByLabelText('Habit name'), 'Gym');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Fitness');
    const often = within(dialog).getByRole('group', { name: 'How often' });
    await user.click(within(often).getByRole('radio', { name: 'On chosen days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));

    expect(await within(often).findByText(MESSAGES.scheduleInvalid)).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = await openAddHabit({ habits: [makeHabit()] });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Habit' }));
  });
});

describe('habit limits', () => {
  const three = () => [makeHabit(), makeHabit(), makeHabit()];

  it('disables Add Habit for a free person with 3 habits and offers Pro', async () => {
    renderDashboard({ habits: three() });
    const add = await screen.findByRole('button', { name: 'Add Habit' });
    await screen.findAllByRole('article');
    expect(add).toHaveProperty('disabled', true);
    expect(
      screen.getByText(/Free plan: 3 of 3 habits used\. Upgrade to Pro for up to 15 habits\./),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pro');
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('keeps Add Habit open for Pro at 3 habits and for Premium at any count', async () => {
    const { unmount } = renderDashboard({ user: userOn('pro'), habits: three() });
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Add Habit' })).toHaveProperty('disabled', false);
    unmount();

    const many = Array.from({ length: 16 }, () => makeHabit());
    renderDashboard({ user: userOn('premium'), habits: many });
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Add Habit' })).toHaveProperty('disabled', false);
  });

  it('counts every active habit kept after a downgrade, and says how many to archive', async () => {
    renderDashboard({ habits: [...three(), makeHabit(), makeHabit()] });
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Add Habit' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        /5 active habits; the Free plan allows 3\. Archive 3 to add a new one, or upgrade to Pro for up to 15 habits\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/3 of 3 habits used/)).toBeNull();
  });

  it('stops Pro at 15 habits with a pointer to Premium', async () => {
    renderDashboard({ user: userOn('pro'), habits: Array.from({ length: 15 }, () => makeHabit()) });
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Add Habit' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/Pro plan: 15 of 15 habits used/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe(
      '/premium',
    );
  });
});
