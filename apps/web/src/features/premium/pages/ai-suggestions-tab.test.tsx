import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { makeHabit, userOn } from '../../../test/habit-fixtures';
import { sentTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';
import { makeSuggestion } from '../premium-fixtures';

const SUGGESTIONS = 'GET /api/premium/suggestions';

function openSuggestions(setup: Parameters<typeof renderDashboard>[0] = {}) {
  return renderDashboard({
    user: userOn('premium'),
    url: '/dashboard?tab=ai-suggestions',
    ...setup,
  });
}

describe('AI Suggestions tab', () => {
  it('shows skeletons while the ideas load', async () => {
    openSuggestions({ routes: { [SUGGESTIONS]: () => new Promise<Response>(() => undefined) } });
    expect(await screen.findByText('Loading suggestions…')).toBeTruthy();
  });

  it('shows each idea with its difficulty, time, reasoning and benefits', async () => {
    openSuggestions({ routes: { [SUGGESTIONS]: () => jsonResponse([makeSuggestion()]) } });
    const card = await screen.findByRole('article', { name: 'Evening walk' });
    expect(within(card).getByText('A 15-minute walk after dinner.')).toBeTruthy();
    expect(within(card).getByText('Easy')).toBeTruthy();
    expect(within(card).getByText('15 min a day')).toBeTruthy();
    expect(within(card).getByText('Why this?')).toBeTruthy();
    expect(within(card).getByText(/You check in most in the evening/)).toBeTruthy();
    expect(within(card).getByText('Better sleep')).toBeTruthy();
    expect(within(card).getByText('Lower stress')).toBeTruthy();
    // The icon is drawn, never an emoji that machines without the font show as a box.
    expect(within(card).queryByText('🏃')).toBeNull();
  });

  it('filters by category from the keyboard', async () => {
    // user-event walks a radio group with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, '\\$&') });
    const { user, fetchMock } = openSuggestions({
      routes: { [SUGGESTIONS]: () => jsonResponse([makeSuggestion()]) },
    });
    await screen.findByRole('article', { name: 'Evening walk' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/premium/suggestions?category=all',
      expect.anything(),
    );
    const group = screen.getByRole('group', { name: 'Category' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Wellness', 'Fitness', 'Productivity', 'Learning', 'Health']);

    await user.click(within(group).getByRole('radio', { name: 'All' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Fitness' }).checked).toBe(
      true,
    );
    await screen.findByRole('article', { name: 'Evening walk' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/premium/suggestions?category=fitness',
      expect.anything(),
    );
  });

  it('says so when a category has no ideas', async () => {
    openSuggestions({ routes: { [SUGGESTIONS]: () => jsonResponse([]) } });
    expect(await screen.findByRole('heading', { name: 'No suggestions here yet' })).toBeTruthy();
  });

  it('says when the ideas cannot be loaded and retries', async () => {
    const { user } = openSuggestions({
      routes: {
        [SUGGESTIONS]: [
          () => jsonResponse({ message: 'Internal Server Error' }, 500),
          () => jsonResponse([makeSuggestion()]),
        ],
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load AI suggestions')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Evening walk' })).toBeTruthy();
  });

  it('falls back to the spec’s text when the server gives no reason', async () => {
    openSuggestions({ routes: { [SUGGESTIONS]: () => new Response('', { status: 502 }) } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load suggestions')).toBeTruthy();
  });

  it('adds the idea as a habit in one click and marks it added', async () => {
    const created = makeHabit({ name: 'Evening walk', category: 'Fitness', icon: '🏃' });
    const { user, fetchMock } = openSuggestions({
      routes: {
        [SUGGESTIONS]: () => jsonResponse([makeSuggestion()]),
        'POST /api/habits': () => jsonResponse(created, 201),
      },
    });
    const card = await screen.findByRole('article', { name: 'Evening walk' });
    await user.click(within(card).getByRole('button', { name: 'Add this habit' }));

    expect(await within(card).findByText('Added')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Add this habit' })).toBeNull();
    expect(await screen.findByText('“Evening walk” added to your habits')).toBeTruthy();
    expect(sentTo(fetchMock, 'POST /api/habits').body).toEqual({
      name: 'Evening walk',
      category: 'Fitness',
      dailyTarget: 1,
      icon: '🏃',
      color: '#10B981',
      description: 'A 15-minute walk after dinner.',
    });
  });

  it("adds a measure and a habit to quit with their own kind's fields", async () => {
    const walk = makeSuggestion({
      id: 'walk-5-km',
      title: 'Walk 5 km',
      kind: 'measure',
      unit: 'km',
      target: 5,
    });
    const coffee = makeSuggestion({
      id: 'coffee',
      title: 'At most 2 coffees a day',
      kind: 'quit',
      unit: 'coffees',
      limit: 2,
    });
    const { user, fetchMock } = openSuggestions({
      routes: {
        [SUGGESTIONS]: () => jsonResponse([walk, coffee]),
        'POST /api/habits': [
          () => jsonResponse(makeHabit({ name: 'Walk 5 km' }), 201),
          () => jsonResponse(makeHabit({ name: 'At most 2 coffees a day' }), 201),
        ],
      },
    });
    for (const name of ['Walk 5 km', 'At most 2 coffees a day']) {
      const card = await screen.findByRole('article', { name });
      await user.click(within(card).getByRole('button', { name: 'Add this habit' }));
      expect(await within(card).findByText('Added')).toBeTruthy();
    }
    const sent = [0, 1].map((i) => sentTo(fetchMock, 'POST /api/habits', i).body);
    expect(sent[0]).toMatchObject({ name: 'Walk 5 km', kind: 'measure', unit: 'km', target: 5 });
    expect(sent[0]).not.toHaveProperty('dailyTarget');
    expect(sent[1]).toMatchObject({ kind: 'quit', limit: 2, unit: 'coffees' });
    expect(sent[1]).not.toHaveProperty('dailyTarget');
  });

  it('shows the server’s reason when the habit cannot be added', async () => {
    const limit = 'Your Premium plan allows up to 3 habits. Upgrade to add more.';
    const { user } = openSuggestions({
      routes: {
        [SUGGESTIONS]: () => jsonResponse([makeSuggestion()]),
        'POST /api/habits': () => jsonResponse({ message: limit, code: 'HABIT_LIMIT' }, 403),
      },
    });
    const card = await screen.findByRole('article', { name: 'Evening walk' });
    await user.click(within(card).getByRole('button', { name: 'Add this habit' }));
    expect(await screen.findByText(limit)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add this habit' })).toBeTruthy();
  });

  it('marks an idea the person already keeps as added', async () => {
    openSuggestions({
      habits: [makeHabit({ name: 'evening walk' })],
      routes: { [SUGGESTIONS]: () => jsonResponse([makeSuggestion()]) },
    });
    const card = await screen.findByRole('article', { name: 'Evening walk' });
    expect(await within(card).findByText('Added')).toBeTruthy();
  });
});
