import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { makeGoal } from '../premium-fixtures';
import { GOALS, openGoals } from './goals-test-setup';

describe('Goals tab: changing a goal', () => {
  it('edits a goal in the same form, filled in', async () => {
    const goal = makeGoal({ title: 'Read daily', target: 10, reward: 'A new book' });
    const { user, fetchMock } = openGoals({
      routes: {
        [GOALS]: () => jsonResponse([goal]),
        [`PUT /api/premium/goals/${goal._id}`]: () =>
          jsonResponse({ ...goal, title: 'Read every day', target: 20 }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Read daily' });
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit goal' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Reward (optional)').value).toBe(
      'A new book',
    );

    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Read every day');
    await user.clear(within(dialog).getByLabelText(/^Target \(/));
    await user.type(within(dialog).getByLabelText(/^Target \(/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));

    expect(await screen.findByRole('article', { name: 'Read every day' })).toBeTruthy();
    expect(sentTo(fetchMock, `PUT /api/premium/goals/${goal._id}`).body).toMatchObject({
      title: 'Read every day',
      target: 20,
      reward: 'A new book',
    });
  });

  it('pauses and resumes a goal', async () => {
    const goal = makeGoal({ title: 'Meditate' });
    const path = `PUT /api/premium/goals/${goal._id}`;
    const { user, fetchMock } = openGoals({
      routes: {
        [GOALS]: () => jsonResponse([goal]),
        [path]: [
          () => jsonResponse({ ...goal, status: 'paused' }),
          () => jsonResponse({ ...goal, status: 'active' }),
        ],
      },
    });
    const card = await screen.findByRole('article', { name: 'Meditate' });
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(await within(card).findByText('Paused')).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({ status: 'paused' });

    await user.click(within(card).getByRole('button', { name: 'Resume' }));
    expect(await within(card).findByText('Active')).toBeTruthy();
    expect(sentTo(fetchMock, path, 1).body).toEqual({ status: 'active' });
  });

  it('says the goal could not be updated', async () => {
    const goal = makeGoal({ title: 'Meditate' });
    const { user } = openGoals({
      routes: {
        [GOALS]: () => jsonResponse([goal]),
        [`PUT /api/premium/goals/${goal._id}`]: () => new Response('', { status: 500 }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Meditate' });
    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Failed to update goal')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
  });

  it('deletes a goal only after confirmation', async () => {
    const goal = makeGoal({ title: 'Meditate' });
    const path = `DELETE /api/premium/goals/${goal._id}`;
    const { user, fetchMock } = openGoals({
      routes: {
        [GOALS]: () => jsonResponse([goal]),
        [path]: () => new Response(null, { status: 204 }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Meditate' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete goal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, path)).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Meditate' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete goal?' });
    expect(
      within(dialog).getByText('“Meditate” will be removed. This cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'Set your first goal' })).toBeTruthy();
    expect(callsTo(fetchMock, path)).toHaveLength(1);
  });

  it('keeps the goal and says so when it cannot be deleted', async () => {
    const goal = makeGoal({ title: 'Meditate' });
    const { user } = openGoals({
      routes: {
        [GOALS]: () => jsonResponse([goal]),
        [`DELETE /api/premium/goals/${goal._id}`]: () => new Response('', { status: 500 }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Meditate' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete goal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete goal')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Meditate' })).toBeTruthy();
  });
});
