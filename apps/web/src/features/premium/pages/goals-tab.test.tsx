import { MESSAGES } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeHabit } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { makeGoal } from '../premium-fixtures';
import { CREATE, GOALS, openGoals } from './goals-test-setup';

describe('Goals tab', () => {
  it('shows skeletons while the goals load', async () => {
    openGoals({ routes: { [GOALS]: () => new Promise<Response>(() => undefined) } });
    expect(await screen.findByText('Loading goals…')).toBeTruthy();
  });

  it('shows each goal with its type, progress, status, deadline, reward and habit', async () => {
    const goal = makeGoal({
      title: 'Run a month',
      type: 'streak',
      target: 30,
      current: 12,
      habitId: '00000000-0000-4000-8000-000000000001',
      habitName: 'Morning run',
      deadline: '2025-12-31',
      reward: 'New running shoes',
    });
    openGoals({ routes: { [GOALS]: () => jsonResponse([goal]) } });

    const card = await screen.findByRole('article', { name: 'Run a month' });
    expect(within(card).getByText('Streak')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('12 of 30 days')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Run a month progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12');
    expect(bar.getAttribute('aria-valuemax')).toBe('30');
    expect(within(card).getByText('31 Dec 2025')).toBeTruthy();
    expect(within(card).getByText('New running shoes')).toBeTruthy();
    expect(within(card).getByText('Morning run')).toBeTruthy();
  });

  it('offers pause only on a running goal', async () => {
    const reached = makeGoal({ title: 'Read 100 times', type: 'milestone', status: 'completed' });
    openGoals({ routes: { [GOALS]: () => jsonResponse([reached]) } });
    const card = await screen.findByRole('article', { name: 'Read 100 times' });
    expect(within(card).getByText('Completed')).toBeTruthy();
    expect(within(card).getByText('12 of 30 check-ins')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Pause' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('invites the first goal when there is none', async () => {
    const { user } = openGoals({ routes: { [GOALS]: () => jsonResponse([]) } });
    expect(await screen.findByRole('heading', { name: 'Set your first goal' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New goal' }));
    expect(screen.getByRole('dialog', { name: 'New goal' })).toBeTruthy();
  });

  it('says when the goals cannot be loaded and retries', async () => {
    const { user } = openGoals({
      routes: {
        [GOALS]: [() => new Response('', { status: 500 }), () => jsonResponse([makeGoal()])],
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load goals')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeTruthy();
  });

  it('checks the title and the target before sending anything', async () => {
    const { user, fetchMock } = openGoals({ routes: { [GOALS]: () => jsonResponse([]) } });
    await user.click(await screen.findByRole('button', { name: 'New goal' }));
    const dialog = screen.getByRole('dialog', { name: 'New goal' });

    await user.clear(within(dialog).getByLabelText(/^Target \(/));
    await user.click(within(dialog).getByRole('button', { name: 'Create goal' }));

    expect(await within(dialog).findByText(MESSAGES.goalTitleRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.goalTargetInvalid)).toBeTruthy();
    expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(dialog).getByLabelText(/^Target \(/), '0');
    expect(within(dialog).getByText(MESSAGES.goalTargetInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it('creates a goal linked to a habit and lists it', async () => {
    const habit = makeHabit({ name: 'Morning run' });
    const created = makeGoal({
      title: 'Run a month',
      habitId: habit._id,
      habitName: 'Morning run',
    });
    const { user, fetchMock } = openGoals({
      habits: [habit],
      routes: { [GOALS]: () => jsonResponse([]), [CREATE]: () => jsonResponse(created, 201) },
    });
    await user.click(await screen.findByRole('button', { name: 'New goal' }));
    const dialog = screen.getByRole('dialog', { name: 'New goal' });

    await user.type(within(dialog).getByLabelText('Title'), 'Run a month');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Streak');
    await user.clear(within(dialog).getByLabelText(/^Target \(/));
    await user.type(within(dialog).getByLabelText(/^Target \(/), '30');
    await user.selectOptions(within(dialog).getByLabelText('Habit'), 'Morning run');
    await user.type(within(dialog).getByLabelText('Deadline (optional)'), '2025-12-31');
    await user.type(within(dialog).getByLabelText('Reward (optional)'), 'New shoes');
    await user.click(within(dialog).getByRole('button', { name: 'Create goal' }));

    expect(await screen.findByRole('article', { name: 'Run a month' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Goal “Run a month” created')).toBeTruthy();
    expect(sentTo(fetchMock, CREATE).body).toEqual({
      title: 'Run a month',
      description: '',
      type: 'streak',
      target: 30,
      habitId: habit._id,
      deadline: '2025-12-31',
      reward: 'New shoes',
    });
  });

  it("says what the target counts, next to it: days, check-ins, or a measured habit's unit", async () => {
    const run = makeHabit({ name: 'Run', kind: 'measure', unit: 'km', target: 5, dailyTarget: 1 });
    const goal = makeGoal({
      title: 'Run 100 km',
      type: 'milestone',
      target: 100,
      current: 12.5,
      habitId: run._id,
      habitName: 'Run',
    });
    const { user } = openGoals({ habits: [run], routes: { [GOALS]: () => jsonResponse([goal]) } });
    const card = await screen.findByRole('article', { name: 'Run 100 km' });
    expect(within(card).getByText('12.5 of 100 km')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New goal' }));
    const dialog = screen.getByRole('dialog', { name: 'New goal' });
    expect(within(dialog).getByLabelText('Target (days)')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Milestone');
    expect(within(dialog).getByLabelText('Target (check-ins)')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Habit'), 'Run');
    expect(within(dialog).getByLabelText('Target (km)')).toBeTruthy();
  });

  it('sends no habit, deadline or reward when they are left empty', async () => {
    const { user, fetchMock } = openGoals({
      routes: { [GOALS]: () => jsonResponse([]), [CREATE]: () => jsonResponse(makeGoal(), 201) },
    });
    await user.click(await screen.findByRole('button', { name: 'New goal' }));
    const dialog = screen.getByRole('dialog', { name: 'New goal' });
    expect(within(dialog).getByRole('option', { name: 'All habits' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Title'), 'Check in often');
    await user.click(within(dialog).getByRole('button', { name: 'Create goal' }));

    await screen.findByText(/created/);
    expect(sentTo(fetchMock, CREATE).body).toMatchObject({
      habitId: null,
      deadline: null,
      reward: null,
    });
  });

  it('puts the server’s field messages on the fields and keeps the form open', async () => {
    const { user } = openGoals({
      routes: {
        [GOALS]: () => jsonResponse([]),
        [CREATE]: () =>
          jsonResponse(
            {
              message: 'Please check the highlighted fields',
              fields: { deadline: MESSAGES.goalDeadlineInvalid },
            },
            400,
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New goal' }));
    const dialog = screen.getByRole('dialog', { name: 'New goal' });
    await user.type(within(dialog).getByLabelText('Title'), 'Read more');
    await user.click(within(dialog).getByRole('button', { name: 'Create goal' }));

    expect(await within(dialog).findByText(MESSAGES.goalDeadlineInvalid)).toBeTruthy();
    expect(within(dialog).getByLabelText('Deadline (optional)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await screen.findByText('Please check the highlighted fields')).toBeTruthy();
  });

  it('says the goal could not be created when the server gives no reason', async () => {
    const { user } = openGoals({
      routes: {
        [GOALS]: () => jsonResponse([]),
        [CREATE]: () => new Response('', { status: 500 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New goal' }));
    const dialog = screen.getByRole('dialog', { name: 'New goal' });
    await user.type(within(dialog).getByLabelText('Title'), 'Read more');
    await user.click(within(dialog).getByRole('button', { name: 'Create goal' }));
    expect(await screen.findByText('Failed to create goal')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New goal' })).toBeTruthy();
  });
});
