import { addDays, localDay, MESSAGES, type Vacation } from '@streakwise/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signedIn } from '../../../test/fixtures';
import { makeHabit, userOn } from '../../../test/habit-fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch, sentTo } from '../../../test/route-fetch';
import { VacationsSection } from '../index';
import { formatRange } from '../model/vacation-list';

const ZONE = 'Pacific/Auckland';
// Dates are drawn from the real today in the account's zone, as the section computes it.
const today = localDay(new Date(), ZONE);
const day = (offset: number) => addDays(today, offset);

const read = makeHabit({ name: 'Read' });
const walk = makeHabit({ name: 'Walk' });
const water = makeHabit({ name: 'Water' });

let serial = 0;
function vacation(from: string, to: string, habitIds: string[] | null = null): Vacation {
  serial += 1;
  return {
    _id: `7d0c4c1e-2f7a-4d55-9a53-${String(serial).padStart(12, '0')}`,
    from,
    to,
    habitIds,
    createdAt: '2025-11-01T08:00:00.000Z',
  };
}

function renderSection(routes: Parameters<typeof routeFetch>[0]) {
  const fetchMock = routeFetch({
    'GET /api/habits': () => jsonResponse([read, walk, water]),
    ...routes,
  });
  const view = renderRoute(<VacationsSection />, {
    path: '/settings',
    preloadedState: { auth: signedIn(userOn('free', { timezone: ZONE })) },
  });
  return { ...view, fetchMock, region: screen.getByRole('region', { name: 'Vacations' }) };
}

const form = () => screen.getByRole('form', { name: 'Plan a vacation' });
const pick = (label: string, value: string) =>
  fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Your vacations' })).getAllByRole('listitem');
const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
    from: string;
    to: string;
    habitIds?: string[];
  };
const created = (init: RequestInit | undefined, withHabits = false) => {
  const { from, to, habitIds } = bodyOf(init);
  return jsonResponse(vacation(from, to, withHabits ? (habitIds ?? null) : null), 201);
};

describe('the vacations section', () => {
  it('plans a vacation for every habit', async () => {
    const { user, region, fetchMock } = renderSection({
      'GET /api/vacations': () => jsonResponse([]),
      'POST /api/vacations': (init) => created(init),
    });
    expect(await within(region).findByText('No vacations planned')).toBeTruthy();
    expect(within(form()).getByLabelText('From').getAttribute('min')).toBe(today);
    expect(within(form()).getByRole('radio', { name: /All habits/ })).toHaveProperty(
      'checked',
      true,
    );

    pick('From', day(3));
    pick('To', day(9));
    await user.click(within(form()).getByRole('button', { name: 'Save vacation' }));

    expect(await screen.findByText('Vacation saved')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /api/vacations').body).toEqual({ from: day(3), to: day(9) });
    const [row] = await rows();
    expect(row?.textContent).toContain(formatRange(day(3), day(9)));
    expect(row?.textContent).toContain('7 days · All habits');
    expect(within(row as HTMLElement).getByRole('button', { name: /^Cancel/ })).toBeTruthy();
    expect(within(form()).getByLabelText('From')).toHaveProperty('value', '');
  });

  it('plans a vacation for chosen habits only', async () => {
    const { user, fetchMock } = renderSection({
      'GET /api/vacations': () => jsonResponse([]),
      'POST /api/vacations': (init) => created(init, true),
    });
    await screen.findByText('No vacations planned');
    pick('From', today);
    pick('To', day(1));
    await user.click(within(form()).getByRole('radio', { name: 'Choose habits' }));
    const habits = within(form()).getByRole('list', { name: 'Habits' });

    await user.click(within(form()).getByRole('button', { name: 'Save vacation' }));
    expect(await within(form()).findByText('Choose at least one habit')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/vacations')).toHaveLength(0);
    expect(document.activeElement).toBe(within(habits).getByRole('checkbox', { name: 'Read' }));

    await user.click(within(habits).getByRole('checkbox', { name: 'Read' }));
    await user.click(within(habits).getByRole('checkbox', { name: 'Water' }));
    await user.click(within(form()).getByRole('button', { name: 'Save vacation' }));

    expect(await screen.findByText('Vacation saved')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /api/vacations').body).toEqual({
      from: today,
      to: day(1),
      habitIds: [read._id, water._id],
    });
    const [row] = await rows();
    expect(row?.textContent).toContain('2 days · Read, Water');
    // Under way from today: ending it early is the way out.
    expect(
      within(row as HTMLElement).getByRole('button', { name: /^End the vacation .* early$/ }),
    ).toBeTruthy();
  });

  it('checks the days before sending, and shows the server’s field messages', async () => {
    const { user, fetchMock } = renderSection({
      'GET /api/vacations': () => jsonResponse([]),
      'POST /api/vacations': () =>
        jsonResponse(
          {
            message: MESSAGES.validationFailed,
            code: 'VALIDATION',
            fields: { from: MESSAGES.vacationInPast },
          },
          400,
        ),
    });
    await screen.findByText('No vacations planned');
    const save = () => user.click(within(form()).getByRole('button', { name: 'Save vacation' }));

    await save();
    expect(within(form()).getByText('Choose the first day of the vacation')).toBeTruthy();
    expect(within(form()).getByText('Choose the last day of the vacation')).toBeTruthy();

    pick('From', day(5));
    pick('To', day(4));
    await save();
    expect(within(form()).getByText(MESSAGES.vacationRangeInvalid)).toBeTruthy();

    pick('To', day(5 + 90));
    await save();
    expect(within(form()).getByText(MESSAGES.vacationTooLong)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/vacations')).toHaveLength(0);

    // The server's day may have moved on: its word goes under the field it names.
    pick('To', day(5 + 89));
    await save();
    const from = within(form()).getByLabelText('From');
    expect(await within(form()).findByText(MESSAGES.vacationInPast)).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(from);
    expect(callsTo(fetchMock, 'POST /api/vacations')).toHaveLength(1);
    expect(screen.queryByText('Vacation saved')).toBeNull();
  });

  it('lists what is under way and coming first, greys the past, and asks before ending one', async () => {
    const past = vacation(day(-30), day(-25));
    const upcoming = vacation(day(20), day(22), [walk._id, 'a0000000-0000-4000-8000-000000000999']);
    const current = vacation(day(-2), day(3));
    const { user, fetchMock } = renderSection({
      'GET /api/vacations': () => jsonResponse([past, upcoming, current]),
      [`DELETE /api/vacations/${current._id}`]: () => new Response(null, { status: 204 }),
    });
    const listed = await rows();
    expect(listed.map((row) => row.getAttribute('data-phase'))).toEqual([
      'current',
      'upcoming',
      'past',
    ]);
    expect(listed[1]?.textContent).toContain('Walk, 1 habit no longer active');
    expect(within(listed[2] as HTMLElement).queryByRole('button')).toBeNull();

    // Cancelling the upcoming one, then thinking better of it, changes nothing.
    await user.click(within(listed[1] as HTMLElement).getByRole('button', { name: /^Cancel/ }));
    const cancelDialog = screen.getByRole('alertdialog', { name: 'Cancel this vacation?' });
    expect(cancelDialog.textContent).toContain(formatRange(upcoming.from, upcoming.to));
    await user.click(within(cancelDialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(within(listed[0] as HTMLElement).getByRole('button', { name: /early$/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'End this vacation early?' });
    expect(dialog.textContent).toContain('Days already past stay protected.');
    await user.click(within(dialog).getByRole('button', { name: 'End vacation' }));

    expect(await screen.findByText('Vacation ended')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await rows()).map((row) => row.getAttribute('data-phase'))).toEqual([
      'upcoming',
      'past',
    ]);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('cancels an upcoming vacation once confirmed', async () => {
    const upcoming = vacation(day(10), day(12));
    const { user, fetchMock } = renderSection({
      'GET /api/vacations': () => jsonResponse([upcoming]),
      [`DELETE /api/vacations/${upcoming._id}`]: () => new Response(null, { status: 204 }),
    });
    const [row] = await rows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: /^Cancel/ }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel vacation' }),
    );

    expect(await screen.findByText('Vacation cancelled')).toBeTruthy();
    expect(await screen.findByText('No vacations planned')).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE /api/vacations/${upcoming._id}`)).toHaveLength(1);
  });

  it('says when the vacations could not be loaded, and tries again', async () => {
    const { user, region } = renderSection({
      'GET /api/vacations': [
        () => new Response('', { status: 502 }),
        () => jsonResponse([vacation(day(1), day(2))]),
      ],
    });
    expect(await within(region).findByText('We couldn’t load your vacations.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Plan a vacation' })).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Try again' }));

    expect(await rows()).toHaveLength(1);
    expect(form()).toBeTruthy();
  });
});
