import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeHabit } from '../../../test/habit-fixtures';
import { renderDashboard } from '../../../test/render-dashboard';

/* /dashboard?habit=<id>: where a reminder's notification lands (use-habit-landing.ts). */

const habits = ['Read', 'Run', 'Stretch', 'Walk', 'Write'].map((name) => makeHabit({ name }));

// jsdom lays nothing out and has no scrollIntoView.
const scrolledTo: Element[] = [];
beforeEach(() => {
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this);
  });
});

describe('landing on a habit', () => {
  it('opens My habits with that card focused and ringed, then drops the parameter', async () => {
    // The oldest habit: not among the overview's newest three.
    const target = habits[4];
    renderDashboard({ habits, url: `/dashboard?habit=${target?._id}` });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?tab=habits'));
    const card = await screen.findByRole('article', { name: 'Write' });
    await waitFor(() => expect(document.activeElement).toBe(card));
    expect(card.dataset.landed).toBe('true');
    expect(scrolledTo).toEqual([card]);
    expect(screen.getByRole('tab', { name: /my habits/i }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByTestId('search').textContent).toBe('?tab=habits');
  });

  it('ignores an id that is not one of the habits', async () => {
    renderDashboard({ habits, url: '/dashboard?habit=0f0f0f0f-0000-4000-8000-000000000000' });
    await screen.findAllByRole('article');
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    expect(document.querySelector('[data-landed]')).toBeNull();
    expect(scrolledTo).toEqual([]);
    const overview = screen.getByRole('tab', { name: /overview/i });
    expect(overview.getAttribute('aria-selected')).toBe('true');
  });
});
