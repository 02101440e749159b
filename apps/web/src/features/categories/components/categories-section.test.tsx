import { HABIT_CATEGORIES, MESSAGES, type CategoryListItem, type User } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signedIn } from '../../../test/fixtures';
import { makeHabit, userOn } from '../../../test/habit-fixtures';
import { renderRoute } from '../../../test/render';
import { callsTo, routeFetch, sentTo } from '../../../test/route-fetch';
import { habitsReducer, type HabitsState } from '../../habits';
import { CategoriesSection } from '../index';

const READING = '7d0c4c1e-2f7a-4d55-9a53-0b1f4f1b9d01';
const ZEN = '7d0c4c1e-2f7a-4d55-9a53-0b1f4f1b9d02';
const BUILT_INS: CategoryListItem[] = HABIT_CATEGORIES.map((name) => ({
  _id: null,
  name,
  builtIn: true,
}));
const own = (_id: string, name: string): CategoryListItem => ({ _id, name, builtIn: false });
const bodyOf = (init: RequestInit | undefined) =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { name: string };

/** The habits loaded: a fresh store's habits state, with these. */
function habitsState(items: HabitsState['items']): HabitsState {
  return { ...habitsReducer(undefined, { type: 'test/init' }), items, status: 'succeeded' };
}

function renderSection(
  user: User,
  routes: Parameters<typeof routeFetch>[0],
  habits?: HabitsState['items'],
) {
  const fetchMock = routeFetch(routes);
  const view = renderRoute(<CategoriesSection />, {
    path: '/settings',
    preloadedState: {
      auth: signedIn(user),
      ...(habits ? { habits: habitsState(habits) } : {}),
    },
  });
  return { ...view, fetchMock, region: screen.getByRole('region', { name: 'Categories' }) };
}

const yours = () => screen.findByRole('list', { name: 'Your categories' });

describe('the categories section (Pro and Premium)', () => {
  it('lists the built-ins and the person’s own, and adds one', async () => {
    const { user, region, fetchMock } = renderSection(userOn('pro'), {
      'GET /api/categories': () => jsonResponse([...BUILT_INS, own(READING, 'Reading')]),
      'POST /api/categories': (init) => jsonResponse({ _id: ZEN, name: bodyOf(init).name }, 201),
    });
    const builtIn = within(region).getByRole('list', { name: 'Built-in' });
    expect(
      within(builtIn)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...HABIT_CATEGORIES]);
    expect(within(await yours()).getByText('Reading')).toBeTruthy();

    const field = within(region).getByLabelText('New category');
    await user.click(within(region).getByRole('button', { name: 'Add category' }));
    expect(await within(region).findByText(MESSAGES.categoryNameRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/categories')).toHaveLength(0);

    await user.type(field, '  Art  ');
    await user.click(within(region).getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('“Art” added')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /api/categories').body).toEqual({ name: 'Art' });
    expect(
      within(await yours())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Art', 'Reading']);
    expect(field).toHaveProperty('value', '');
  });

  it('shows the server’s 409 on the field', async () => {
    const { user, region } = renderSection(userOn('premium'), {
      'GET /api/categories': () => jsonResponse([...BUILT_INS, own(READING, 'Reading')]),
      'POST /api/categories': () =>
        jsonResponse(
          {
            message: MESSAGES.categoryExists,
            code: 'CATEGORY_EXISTS',
            fields: { name: MESSAGES.categoryExists },
          },
          409,
        ),
    });
    await yours();
    const field = within(region).getByLabelText('New category');
    await user.type(field, 'reading');
    await user.click(within(region).getByRole('button', { name: 'Add category' }));
    expect(await within(region).findByText(MESSAGES.categoryExists)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
  });

  it('renames one inline', async () => {
    const { user, region, fetchMock } = renderSection(userOn('pro'), {
      'GET /api/categories': () => jsonResponse([...BUILT_INS, own(READING, 'Reading')]),
      [`PATCH /api/categories/${READING}`]: (init) =>
        jsonResponse({ _id: READING, name: bodyOf(init).name }),
    });
    await yours();
    await user.click(within(region).getByRole('button', { name: 'Rename Reading' }));
    const field = within(region).getByLabelText('New name for Reading');
    expect(field).toHaveProperty('value', 'Reading');
    await user.clear(field);
    await user.type(field, 'Books');
    await user.click(within(region).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Renamed to “Books”')).toBeTruthy();
    expect(sentTo(fetchMock, `PATCH /api/categories/${READING}`).body).toEqual({ name: 'Books' });
    expect(within(await yours()).getByText('Books')).toBeTruthy();
    expect(document.activeElement).toBe(
      within(region).getByRole('button', { name: 'Rename Books' }),
    );
  });

  it('deletes one after saying how many habits move to Other', async () => {
    const habits = [
      makeHabit({ name: 'Novel', category: 'Reading' }),
      makeHabit({ name: 'Poems', category: 'reading' }),
      makeHabit({ name: 'Walk', category: 'Fitness' }),
    ];
    const { user, region, fetchMock } = renderSection(
      userOn('pro'),
      {
        'GET /api/categories': () =>
          jsonResponse([...BUILT_INS, own(READING, 'Reading'), own(ZEN, 'Zen')]),
        [`DELETE /api/categories/${READING}`]: () => new Response(null, { status: 204 }),
      },
      habits,
    );
    await yours();
    await user.click(within(region).getByRole('button', { name: 'Delete Reading' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete category?' });
    expect(dialog.textContent).toContain('“Reading” will be deleted. Its 2 habits move to Other.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('“Reading” deleted')).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE /api/categories/${READING}`)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      within(await yours())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Zen']);
  });

  it('says “its habits move to Other” when the habits are not loaded', async () => {
    const { user, region } = renderSection(userOn('pro'), {
      'GET /api/categories': () => jsonResponse([...BUILT_INS, own(ZEN, 'Zen')]),
    });
    await yours();
    await user.click(within(region).getByRole('button', { name: 'Delete Zen' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      '“Zen” will be deleted. Any habits in it move to Other.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the categories section on Free', () => {
  it('shows the built-ins and a locked note that links to Pro, and no form', async () => {
    const { region, fetchMock } = renderSection(userOn('free'), {
      'GET /api/categories': () => jsonResponse(BUILT_INS),
    });
    await expect.poll(() => callsTo(fetchMock, 'GET /api/categories').length).toBe(1);
    expect(
      within(region).getByText(/Custom categories come with the Pro and Premium plans/),
    ).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'See Pro' }).getAttribute('href')).toBe('/pro');
    expect(within(region).queryByLabelText('New category')).toBeNull();
    expect(within(region).queryByRole('list', { name: 'Your categories' })).toBeNull();
  });

  it('still shows the categories kept from a paid plan, read only', async () => {
    const { region } = renderSection(userOn('free'), {
      'GET /api/categories': () => jsonResponse([...BUILT_INS, own(READING, 'Reading')]),
    });
    expect(within(await yours()).getByText('Reading')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Rename Reading' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Delete Reading' })).toBeNull();
  });
});
