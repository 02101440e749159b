import { MESSAGES, type Habit } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeHabit, TODAY } from '../../../test/habit-fixtures';
import { fillWidth, renderCard } from './habit-card-test-setup';

// A count's card today; yesterday is habit-card-late.test.tsx's, other kinds habit-card-kinds*.

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
    expect(onComplete).toHaveBeenLastCalledWith(habit, { count: 1 });
    await user.click(screen.getByRole('button', { name: 'Complete All' }));
    expect(onComplete).toHaveBeenLastCalledWith(habit, { count: 2 });
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
    renderCard(makeHabit({ name: 'Read', dailyTarget: 3, completed: 1 }), { pending: 'one' });
    for (const name of [
      /\+1/,
      'Complete All',
      /Undo/,
      'Edit Read',
      'Archive Read',
      'Delete Read',
      'Rest day for Read…',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
  });

  it('offers Past days, Edit, Archive and Delete by keyboard, each named with the habit', async () => {
    const habit = makeHabit({ name: 'Read' });
    const { user, onEdit, onArchive, onDelete } = renderCard(habit);
    const card = screen.getByRole('article', { name: 'Read' });
    await user.tab();
    expect(document.activeElement).toBe(
      within(card).getByRole('button', { name: 'Past days of Read' }),
    );
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

describe('a habit card’s schedule', () => {
  // TODAY, 12 November 2025, is a Wednesday; that week began on Monday the 10th.
  const tagOf = (name: string) =>
    screen.getByRole('article', { name }).querySelector('[data-schedule]')?.textContent;

  it('says how often in a few words', () => {
    const schedules: [Habit['schedule'], string][] = [
      [{ kind: 'daily' }, 'Every day'],
      [{ kind: 'weekdays', days: [1, 3, 5] }, 'Mon, Wed, Fri'],
      [{ kind: 'weekdays', days: [0, 2] }, 'Tue, Sun'],
      [{ kind: 'weekdays', days: [1, 2, 3, 4, 5] }, 'Weekdays'],
      [{ kind: 'weekdays', days: [6, 0] }, 'Weekends'],
      [{ kind: 'weekly', times: 3 }, '3× a week'],
    ];
    for (const [schedule, text] of schedules) {
      const { unmount } = renderCard(makeHabit({ name: 'Read', schedule }));
      // Read out with its prefix, so a screen reader knows what the words are.
      expect(tagOf('Read')).toBe(`How often: ${text}`);
      unmount();
    }
  });

  it('shows a weekly habit’s progress this week, and its streak in weeks', () => {
    const habit = makeHabit({
      name: 'Swim',
      schedule: { kind: 'weekly', times: 3 },
      streak: { current: 4, longest: 6 },
      completions: [
        { date: '2025-11-07', count: 1, status: 'done' }, // last week: not this week's
        { date: '2025-11-10', count: 1, status: 'done' },
        { date: '2025-11-11', count: 1, status: 'done' },
      ],
    });
    renderCard(habit);
    const card = screen.getByRole('article', { name: 'Swim' });
    expect(within(card).getByText('2 of 3 this week')).toBeTruthy();
    expect(within(card).getByText('4 weeks in a row')).toBeTruthy();
    expect(within(card).queryByText(/Rest day —/)).toBeNull();
  });

  it('counts today toward the week once it is done', () => {
    renderCard(
      makeHabit({
        name: 'Swim',
        schedule: { kind: 'weekly', times: 2 },
        completed: 1,
        completions: [
          { date: '2025-11-10', count: 1, status: 'done' },
          { date: TODAY, count: 1, status: 'done' },
        ],
      }),
    );
    expect(screen.getByText('2 of 2 this week')).toBeTruthy();
  });

  it('calls a day the habit is not due a rest day, and still takes a check-in', async () => {
    const habit = makeHabit({ name: 'Gym', schedule: { kind: 'weekdays', days: [1, 2] } });
    const { user, onComplete } = renderCard(habit);
    expect(screen.getByText('Rest day — not due today')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(onComplete).toHaveBeenCalledWith(habit, { count: 1 });
  });

  it('says nothing of rest on a due day, and says when today is protected', () => {
    const { unmount } = renderCard(
      makeHabit({ name: 'Gym', schedule: { kind: 'weekdays', days: [3] } }),
    );
    expect(screen.queryByText(/Rest day —|Protected today/)).toBeNull();
    unmount();

    renderCard(
      makeHabit({
        name: 'Gym',
        completions: [{ date: TODAY, count: 0, status: 'protected' }],
      }),
    );
    expect(screen.getByText('Protected today — your streak is safe')).toBeTruthy();
  });

  it('opens the rest-day dialog from a named button', async () => {
    const habit = makeHabit({ name: 'Read' });
    const { user, onRestDay } = renderCard(habit);
    await user.click(screen.getByRole('button', { name: 'Rest day for Read…' }));
    expect(onRestDay).toHaveBeenCalledWith(habit);
  });
});
