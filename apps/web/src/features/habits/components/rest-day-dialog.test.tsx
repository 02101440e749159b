import { MESSAGES, type Habit } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeHabit, TODAY } from '../../../test/habit-fixtures';
import { callsTo, sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';

const TOMORROW = '2025-11-13';

type Routes = NonNullable<Parameters<typeof renderDashboard>[0]>['routes'];

async function openRestDay(habit: Habit, routes: Routes) {
  const view = renderDashboard({ url: '/dashboard?tab=habits', habits: [habit], routes });
  const opener = await screen.findByRole('button', { name: `Rest day for ${habit.name}…` });
  await view.user.click(opener);
  return { ...view, opener, dialog: await screen.findByRole('dialog', { name: 'Rest day' }) };
}

describe('rest day from a habit card', () => {
  it('protects tomorrow with a reason, and shows the habit the server sends back', async () => {
    const habit = makeHabit({ name: 'Run', streak: { current: 4, longest: 4 } });
    const path = `POST /api/habits/${habit._id}/skip`;
    const after = { ...habit, streak: { current: 5, longest: 5 } };
    const { dialog, user, fetchMock, opener } = await openRestDay(habit, {
      [path]: () => jsonResponse({ habit: after, date: TOMORROW, reason: 'sick' }),
    });

    // Today is chosen first and has focus: native radios, so arrow keys move between the days.
    const today = within(dialog).getByRole('radio', { name: 'Today' });
    expect(today).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(today);
    expect(
      within(dialog).getByRole('radio', { name: 'Today', description: 'Wed 12 Nov' }),
    ).toBeTruthy();
    const tomorrow = within(dialog).getByRole('radio', {
      name: 'Tomorrow',
      description: 'Thu 13 Nov',
    });
    await user.click(tomorrow);
    expect(tomorrow).toHaveProperty('checked', true);

    const reason = within(dialog).getByLabelText('Reason (optional)');
    expect(reason.getAttribute('placeholder')).toBe('sick, rest…');
    expect(reason.getAttribute('maxlength')).toBe('100');
    await user.type(reason, '  sick ');
    await user.click(within(dialog).getByRole('button', { name: 'Protect day' }));

    expect(await screen.findByText('Rest day saved — your streak is safe')).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({ date: TOMORROW, reason: 'sick' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = screen.getByRole('article', { name: 'Run' });
    expect(within(card).getByText('5 day streak')).toBeTruthy();
    expect(document.activeElement).toBe(opener);
  });

  it('sends nothing but the habit for today, and the card says today is protected', async () => {
    const habit = makeHabit({ name: 'Read' });
    const path = `POST /api/habits/${habit._id}/skip`;
    const after = { ...habit, completions: [{ date: TODAY, count: 0, status: 'protected' }] };
    const { dialog, user, fetchMock } = await openRestDay(habit, {
      [path]: () => jsonResponse({ habit: after, date: TODAY, reason: null }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Protect day' }));

    expect(await screen.findByText('Protected today — your streak is safe')).toBeTruthy();
    expect(sentTo(fetchMock, path).body).toEqual({});
  });

  it('keeps the dialog open with the server’s message when the day is closed', async () => {
    const habit = makeHabit({ name: 'Read' });
    const path = `POST /api/habits/${habit._id}/skip`;
    const { dialog, user } = await openRestDay(habit, {
      [path]: () => jsonResponse({ message: MESSAGES.skipDayClosed, code: 'DAY_CLOSED' }, 409),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Protect day' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.skipDayClosed);
    expect(screen.getByRole('dialog', { name: 'Rest day' })).toBeTruthy();
    expect(screen.queryByText('Rest day saved — your streak is safe')).toBeNull();
  });

  it('puts the server’s word on the reason on the field', async () => {
    const habit = makeHabit({ name: 'Read' });
    const path = `POST /api/habits/${habit._id}/skip`;
    const { dialog, user } = await openRestDay(habit, {
      [path]: () =>
        jsonResponse(
          { message: MESSAGES.validationFailed, fields: { reason: MESSAGES.skipReasonTooLong } },
          400,
        ),
    });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Protect day' }));

    expect(await within(dialog).findByText(MESSAGES.skipReasonTooLong)).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason (optional)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('starts on tomorrow when today is a rest day anyway, and Cancel sends nothing', async () => {
    // Wednesday is not one of its days.
    const habit = makeHabit({ name: 'Gym', schedule: { kind: 'weekdays', days: [1, 5] } });
    const path = `POST /api/habits/${habit._id}/skip`;
    const { dialog, user, fetchMock, opener } = await openRestDay(habit, {});
    expect(within(dialog).getByRole('radio', { name: 'Tomorrow' })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, path)).toHaveLength(0);
    expect(document.activeElement).toBe(opener);
  });
});

describe('rest days on the card', () => {
  it('lists a rest day ahead with its reason, and takes it back on request', async () => {
    const habit = makeHabit({
      name: 'Run',
      restDays: [
        { date: TOMORROW, reason: 'dentist' },
        { date: '2025-11-20', reason: null },
      ],
    });
    const path = `DELETE /api/habits/${habit._id}/skip`;
    const after = { ...habit, restDays: [{ date: '2025-11-20', reason: null }] };
    const asked: string[] = [];
    const { user } = renderDashboard({
      url: '/dashboard?tab=habits',
      habits: [habit],
      routes: {
        [path]: (_init, url) => {
          asked.push(url);
          return jsonResponse({ habit: after, date: TOMORROW, reason: 'dentist' });
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Run' });
    expect(within(card).getByText('Rest day tomorrow')).toBeTruthy();
    expect(within(card).getByText('· dentist', { exact: false })).toBeTruthy();
    expect(within(card).getByText('Rest day on Thu 20 Nov')).toBeTruthy();

    await user.click(
      within(card).getByRole('button', {
        name: 'Remove the rest day of Thursday 13 November for Run',
      }),
    );

    expect(await screen.findByText('Rest day removed — the day counts again')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(new RegExp(`/api/habits/${habit._id}/skip\\?date=${TOMORROW}$`));
    expect(within(card).queryByText('Rest day tomorrow')).toBeNull();
    expect(within(card).getByText('Rest day on Thu 20 Nov')).toBeTruthy();
    // The button went with the day: focus is where a new rest day is planned.
    expect(document.activeElement).toBe(
      within(card).getByRole('button', { name: 'Rest day for Run…' }),
    );
  });

  it("offers to take back today's rest day, not a vacation's day, and says why it could not", async () => {
    const restToday = makeHabit({
      name: 'Read',
      completions: [{ date: TODAY, count: 0, status: 'protected' }],
      restDays: [{ date: TODAY, reason: null }],
    });
    const vacation = makeHabit({
      name: 'Swim',
      completions: [{ date: TODAY, count: 0, status: 'protected' }],
    });
    const path = `DELETE /api/habits/${restToday._id}/skip`;
    const { user } = renderDashboard({
      url: '/dashboard?tab=habits',
      habits: [restToday, vacation],
      routes: {
        [path]: () =>
          jsonResponse({ message: MESSAGES.restDayRemoveClosed, code: 'DAY_CLOSED' }, 409),
      },
    });
    const swim = await screen.findByRole('article', { name: 'Swim' });
    expect(within(swim).getByText('Protected today — your streak is safe')).toBeTruthy();
    expect(within(swim).queryByRole('button', { name: /Remove the rest day/ })).toBeNull();

    const read = screen.getByRole('article', { name: 'Read' });
    await user.click(
      within(read).getByRole('button', {
        name: 'Remove the rest day of Wednesday 12 November for Read',
      }),
    );
    expect(await screen.findByText(MESSAGES.restDayRemoveClosed)).toBeTruthy();
  });
});
