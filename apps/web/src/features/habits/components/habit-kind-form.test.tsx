import { HABIT_KIND_MESSAGES, type Habit } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeHabit, makeMeasure, makeQuit } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';

// The kinds in Add Habit and Edit habit (docs/decisions/032-habit-kinds.md): only the chosen
// kind's fields are shown and sent, with the shared schema's sentences.

/** What assistive technology reads after the name: the texts of aria-describedby. */
function describedAs(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function openAddHabit(reply: Habit) {
  const view = renderDashboard({
    url: '/dashboard?tab=habits',
    routes: { 'POST /api/habits': () => jsonResponse(reply, 201) },
  });
  await view.user.click(await screen.findByRole('button', { name: 'Add Habit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Habit' });
  await view.user.type(within(dialog).getByLabelText('Habit name'), reply.name);
  await view.user.selectOptions(within(dialog).getByLabelText('Category'), 'Health');
  return { ...view, dialog };
}

describe('Add Habit: the kind', () => {
  it('offers three kinds, Count first and chosen, each with its line, one group of radios', async () => {
    const { dialog, user } = await openAddHabit(makeHabit({ name: 'Walk' }));
    const group = within(dialog).getByRole('group', { name: 'Kind' });
    const count = within(group).getByRole('radio', { name: 'Count' });
    expect(count).toHaveProperty('checked', true);
    expect(count.getAttribute('aria-describedby')).toBeTruthy();
    expect(describedAs(within(group).getByRole('radio', { name: 'Measure' }))).toBe(
      'Track an amount, like 5 km or 20 pages',
    );
    expect(describedAs(within(group).getByRole('radio', { name: 'Quit' }))).toBe(
      'Stay at or under a daily limit',
    );
    expect(within(dialog).getByLabelText('Daily target')).toHaveProperty('value', '1');
    expect(within(dialog).queryByLabelText('Unit')).toBeNull();

    // Native radios of one name: the browser moves between them with the arrow keys (jsdom
    // cannot walk a radio group, so the test checks the group and clicks).
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('name'));
    expect(new Set(names)).toEqual(new Set(['kind']));
    await user.click(within(group).getByText('Measure'));
    expect(within(group).getByRole('radio', { name: 'Measure' })).toHaveProperty('checked', true);
    expect(describedAs(within(dialog).getByLabelText('Unit'))).toBe('e.g. km, pages, min');
  });

  it('sends a measure with its unit and decimal target, and nothing of the other kinds', async () => {
    const { dialog, user, fetchMock } = await openAddHabit(makeMeasure({ name: 'Run' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Measure' }));
    expect(within(dialog).queryByLabelText('Daily limit')).toBeNull();
    const target = within(dialog).getByLabelText('Daily target');
    expect(target.getAttribute('inputmode')).toBe('decimal');
    await user.type(within(dialog).getByLabelText('Unit'), 'km');
    await user.type(target, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));

    await screen.findByRole('article', { name: 'Run' });
    expect(sentTo(fetchMock, 'POST /api/habits').body).toEqual({
      name: 'Run',
      category: 'Health',
      kind: 'measure',
      unit: 'km',
      target: 2.5,
    });
  });

  it("shows the shared sentences on a measure's fields and sends nothing", async () => {
    const { dialog, user, fetchMock } = await openAddHabit(makeMeasure({ name: 'Run' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Measure' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));
    expect(await within(dialog).findByText(HABIT_KIND_MESSAGES.unitRequired)).toBeTruthy();
    expect(within(dialog).getByText(HABIT_KIND_MESSAGES.targetRequired)).toBeTruthy();

    const target = within(dialog).getByLabelText('Daily target');
    await user.type(target, '2.555');
    expect(await within(dialog).findByText(HABIT_KIND_MESSAGES.targetInvalid)).toBeTruthy();
    expect(target.getAttribute('aria-invalid')).toBe('true');
    await user.clear(target);
    await user.type(target, 'lots');
    expect(await within(dialog).findByText(HABIT_KIND_MESSAGES.targetInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/habits')).toHaveLength(0);
  });

  it('sends a quit habit with its limit, 0 allowed, and its unit only when given', async () => {
    const { dialog, user, fetchMock } = await openAddHabit(makeQuit({ name: 'Coffee' }));
    // A count's target typed first is not sent once the kind changes.
    await user.clear(within(dialog).getByLabelText('Daily target'));
    await user.type(within(dialog).getByLabelText('Daily target'), '4');
    await user.click(within(dialog).getByRole('radio', { name: 'Quit' }));
    const limit = within(dialog).getByLabelText('Daily limit');
    expect(describedAs(limit)).toBe('0 means not at all');
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));
    expect(await within(dialog).findByText(HABIT_KIND_MESSAGES.limitRequired)).toBeTruthy();
    await user.type(limit, '101');
    expect(await within(dialog).findByText(HABIT_KIND_MESSAGES.limitInvalid)).toBeTruthy();
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add Habit' }));

    await screen.findByRole('article', { name: 'Coffee' });
    expect(sentTo(fetchMock, 'POST /api/habits').body).toEqual({
      name: 'Coffee',
      category: 'Health',
      kind: 'quit',
      limit: 0,
    });
  });
});

describe('Edit habit: the kind', () => {
  async function openEdit(habit: Habit) {
    const path = `PATCH /api/habits/${habit._id}`;
    const view = renderDashboard({
      url: '/dashboard?tab=habits',
      habits: [habit],
      routes: { [path]: () => jsonResponse(habit) },
    });
    await view.user.click(await screen.findByRole('button', { name: `Edit ${habit.name}` }));
    return { ...view, path, dialog: await screen.findByRole('dialog', { name: 'Edit habit' }) };
  }

  it("shows a measure's kind as fixed text and saves its own fields", async () => {
    const habit = makeMeasure({ name: 'Read', unit: 'pages', target: 20 });
    const { dialog, user, fetchMock, path } = await openEdit(habit);
    expect(within(dialog).queryByRole('group', { name: 'Kind' })).toBeNull();
    expect(
      within(dialog).getByText('Kind: Measure. A habit’s kind cannot be changed.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Unit')).toHaveProperty('value', 'pages');
    const target = within(dialog).getByLabelText('Daily target');
    expect(target).toHaveProperty('value', '20');
    await user.clear(target);
    await user.type(target, '25.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('“Read” updated')).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({ target: 25.5 });
  });

  it("saves a quit habit's limit and unit", async () => {
    const habit = makeQuit({ name: 'Coffee', limit: 2 });
    const { dialog, user, fetchMock, path } = await openEdit(habit);
    expect(within(dialog).getByText('Kind: Quit. A habit’s kind cannot be changed.')).toBeTruthy();
    const limit = within(dialog).getByLabelText('Daily limit');
    expect(limit).toHaveProperty('value', '2');
    await user.clear(limit);
    await user.type(limit, '1');
    await user.type(within(dialog).getByLabelText('Unit (optional)'), 'coffees');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('“Coffee” updated')).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({ limit: 1, unit: 'coffees' });
  });
});
