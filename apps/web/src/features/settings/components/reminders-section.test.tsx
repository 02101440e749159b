import { MESSAGES } from '@streakwise/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch, sentTo } from '../../../test/route-fetch';
import { settingsUser, signedInAs } from '../settings-fixtures';
import { RemindersSection } from './reminders-section';

const PATCH_ME = 'PATCH /api/auth/me';

function renderReminders(user = settingsUser('pro')) {
  return renderRoute(<RemindersSection user={user} />, {
    path: '/settings',
    preloadedState: { auth: signedInAs(user) },
  });
}

const day = (name: string) => screen.getByRole('button', { name });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('settings: reminders and weekly report', () => {
  it('shows the weekdays Monday first and sends the chosen ones Sunday = 0', async () => {
    const pro = settingsUser('pro', {
      reminder: { enabled: false, time: '20:00', days: [] },
    });
    const saved = settingsUser('pro', {
      reminder: { enabled: true, time: '07:30', days: [0, 1, 3] },
      weeklyReport: true,
    });
    const fetchMock = routeFetch({ [PATCH_ME]: () => jsonResponse({ user: saved }) });
    const { user, store } = renderReminders(pro);

    const group = screen.getByRole('group', { name: 'Days' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);

    await user.click(screen.getByRole('switch', { name: 'Daily reminder e-mail' }));
    fireEvent.change(screen.getByLabelText('Reminder time'), { target: { value: '07:30' } });
    await user.click(day('Sunday'));
    await user.click(day('Wednesday'));
    await user.click(day('Monday'));
    await user.click(day('Tuesday'));
    await user.click(day('Tuesday'));
    expect(day('Sunday').getAttribute('aria-pressed')).toBe('true');
    expect(day('Tuesday').getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('switch', { name: 'Weekly progress report' }));
    await user.click(save());

    expect(await screen.findByText('Reminder settings saved')).toBeTruthy();
    expect(sentTo(fetchMock, PATCH_ME).body).toEqual({
      reminder: { enabled: true, time: '07:30', days: [0, 1, 3] },
      weeklyReport: true,
    });
    expect(store.getState().auth.user?.reminder).toEqual(saved.reminder);
    expect(store.getState().auth.user?.weeklyReport).toBe(true);
  });

  it('asks for a day and a valid time before sending', async () => {
    const fetchMock = routeFetch({});
    const { user } = renderReminders(
      settingsUser('pro', { reminder: { enabled: true, time: '20:00', days: [2] } }),
    );

    await user.click(day('Tuesday'));
    await user.click(save());
    expect(await screen.findByText('Choose at least one day for the reminder')).toBeTruthy();

    await user.click(day('Friday'));
    fireEvent.change(screen.getByLabelText('Reminder time'), { target: { value: '' } });
    await user.click(save());
    expect(await screen.findByText(MESSAGES.reminderTimeInvalid)).toBeTruthy();
    expect(screen.getByLabelText('Reminder time').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the button busy while saving and says why the server refused', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = routeFetch({
      [PATCH_ME]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { user, store } = renderReminders();

    await user.click(screen.getByRole('switch', { name: 'Weekly progress report' }));
    await user.click(save());
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
    await user.click(save());
    answer(jsonResponse({ message: MESSAGES.settingsRequirePlan, code: 'PLAN_REQUIRED' }, 403));

    expect(await screen.findByText(MESSAGES.settingsRequirePlan)).toBeTruthy();
    expect(callsTo(fetchMock, PATCH_ME)).toHaveLength(1);
    expect(store.getState().auth.user?.weeklyReport).toBe(false);
    expect(save()).toHaveProperty('disabled', false);
  });

  it('locks every control for Free users and links to Pro', () => {
    const fetchMock = routeFetch({});
    renderReminders(settingsUser('free'));

    expect(
      screen.getByText(
        'E-mail reminders and the weekly report come with the Pro and Premium plans.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pro');
    for (const control of [
      screen.getByRole('switch', { name: 'Daily reminder e-mail' }),
      screen.getByRole('switch', { name: 'Weekly progress report' }),
      screen.getByLabelText('Reminder time'),
      day('Monday'),
      save(),
    ]) {
      expect(control).toHaveProperty('disabled', true);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
