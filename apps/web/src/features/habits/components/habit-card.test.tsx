import { MESSAGES } from '@streakwise/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { makeHabit } from '../../../test/habit-fixtures';
import type { PendingAction } from '../habits-types';
import { HabitCard } from './habit-card';

function renderCard(habit = makeHabit(), pending?: PendingAction) {
  const handlers = {
    onComplete: vi.fn(),
    onUndo: vi.fn(),
    onDelete: vi.fn(),
    onEdit: vi.fn(),
    onArchive: vi.fn(),
  };
  // The card reads the account's time zone (for its 30-day rate) from the store.
  const view = render(
    <Provider store={makeStore()}>
      <HabitCard habit={habit} pending={pending} {...handlers} />
    </Provider>,
  );
  return { ...view, ...handlers, user: userEvent.setup() };
}

const fillWidth = () => screen.getByTestId('progress-fill').style.width;

describe('habit card', () => {
  it('shows the icon, name, category, description and streak', () => {
    renderCard(
      makeHabit({
        name: 'Morning run',
        icon: '🏃',
        category: 'Fitness',
        description: 'Before breakfast',
        streak: { current: 4, longest: 9 },
      }),
    );
    const card = screen.getByRole('article', { name: 'Morning run' });
    // The icon is drawn (an SVG named for it), not an emoji a device may lack the font for.
    expect(card.querySelector('svg[aria-label="Running"]')).not.toBeNull();
    expect(card.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(within(card).getByText('Fitness')).toBeTruthy();
    expect(within(card).getByText('Before breakfast')).toBeTruthy();
    expect(within(card).getByText('4 day streak')).toBeTruthy();
    expect(within(card).getByText('best 9')).toBeTruthy();
  });

  it('offers +1 and Complete All on a multi-target habit, sending the remaining count', async () => {
    const habit = makeHabit({ dailyTarget: 3, completed: 1 });
    const { user, onComplete } = renderCard(habit);
    expect(screen.getByText('1/3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '+1 (2 left)' }));
    expect(onComplete).toHaveBeenLastCalledWith(habit, 1);
    await user.click(screen.getByRole('button', { name: 'Complete All' }));
    expect(onComplete).toHaveBeenLastCalledWith(habit, 2);
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
  });

  it('drops Complete All once only one check-in is left', () => {
    renderCard(makeHabit({ dailyTarget: 3, completed: 2 }));
    expect(screen.getByRole('button', { name: '+1 (1 left)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete All' })).toBeNull();
  });

  it('shows Mark Complete on a single-target habit', () => {
    renderCard(makeHabit({ dailyTarget: 1 }));
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /\+1/ })).toBeNull();
    expect(fillWidth()).toBe('0%');
  });

  it('disables the action and celebrates once the goal is met', () => {
    renderCard(makeHabit({ dailyTarget: 2, completed: 2 }));
    const done = screen.getByRole('button', { name: MESSAGES.habitAlreadyComplete });
    expect(done.textContent).toContain('Daily goal already completed! 🎉');
    expect(done).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /\+1|Complete All|Mark Complete/ })).toBeNull();
  });

  it('caps the progress bar at 100 %', () => {
    renderCard(makeHabit({ dailyTarget: 3, completed: 5 }));
    expect(fillWidth()).toBe('100%');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('3');
    expect(screen.getByText('5/3')).toBeTruthy();
  });

  it('fills the bar by today’s share of the target', () => {
    renderCard(makeHabit({ dailyTarget: 4, completed: 1 }));
    expect(fillWidth()).toBe('25%');
  });

  it('offers Undo only after a check-in today', async () => {
    const { unmount } = renderCard(makeHabit({ dailyTarget: 2 }));
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
    unmount();

    const { user, onUndo } = renderCard(makeHabit({ name: 'Read', dailyTarget: 2, completed: 2 }));
    await user.click(screen.getByRole('button', { name: 'Undo last check-in for Read' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('blocks every button while a request for the habit runs', () => {
    renderCard(makeHabit({ name: 'Read', dailyTarget: 3, completed: 1 }), 'one');
    for (const name of [
      /\+1/,
      'Complete All',
      /Undo/,
      'Edit Read',
      'Archive Read',
      'Delete Read',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });

  it('offers Edit, Archive and Delete by keyboard, each named with the habit', async () => {
    const habit = makeHabit({ name: 'Read' });
    const { user, onEdit, onArchive, onDelete } = renderCard(habit);
    const card = screen.getByRole('article', { name: 'Read' });
    await user.tab();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Edit Read' }));
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith(habit);
    await user.tab();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Archive Read' }));
    await user.keyboard(' ');
    expect(onArchive).toHaveBeenCalledWith(habit);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(habit);
  });
});
