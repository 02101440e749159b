import { MESSAGES } from '@streakwise/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeHabit, TODAY } from '../../../test/habit-fixtures';
import { fillWidth, renderCard, type HabitCompleteMock } from './habit-card-test-setup';

// A count's card on yesterday, until 10:00 (a measure's and a quit habit's:
// habit-card-kinds-late.test.tsx).

describe('checking in yesterday', () => {
  // TODAY is 12 November 2025: London is on GMT, so its wall clock reads UTC.
  const YESTERDAY = '2025-11-11';
  const LONDON = 'Europe/London';
  const at = (time: string) => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(`${TODAY}T${time}Z`));
  };
  const toggle = () => screen.getByRole('button', { name: 'Yesterday' });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a toggle the keyboard reaches, and shows and checks in yesterday while on', async () => {
    at('09:30:00');
    // Today is done; yesterday has 1 of 2.
    const habit = makeHabit({
      name: 'Read',
      dailyTarget: 2,
      completed: 2,
      completions: [
        { date: YESTERDAY, count: 1, status: 'partial' },
        { date: TODAY, count: 2, status: 'done' },
      ],
    });
    const { user, onComplete, onUndo } = renderCard(habit, { timezone: LONDON });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Today')).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.habitAlreadyComplete })).toBeTruthy();

    for (let i = 0; i < 5; i += 1) await user.tab(); // Past days, Edit, Archive, Delete, the toggle
    expect(document.activeElement).toBe(toggle());
    await user.keyboard(' ');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Yesterday, until 10:00')).toBeTruthy();
    expect(screen.getByText('1/2')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Read progress yesterday' })).toBeTruthy();
    expect(fillWidth()).toBe('50%');
    // Undo stays today's: it is not offered while the card shows yesterday.
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: '+1 for yesterday (1 left)' }));
    expect(onComplete).toHaveBeenLastCalledWith(habit, { count: 1 }, YESTERDAY);
    expect(onUndo).not.toHaveBeenCalled();

    await user.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('2/2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo last check-in for Read' })).toBeTruthy();
  });

  it('says "Check in for yesterday" on a single-target habit, and shows a done yesterday as done', async () => {
    at('08:00:00');
    const { user, onComplete, unmount } = renderCard(makeHabit({ dailyTarget: 1 }), {
      timezone: LONDON,
    });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Check in for yesterday' }));
    expect(onComplete).toHaveBeenCalledWith(expect.anything(), { count: 1 }, YESTERDAY);
    unmount();

    renderCard(
      makeHabit({ dailyTarget: 1, completions: [{ date: YESTERDAY, count: 1, status: 'done' }] }),
      { timezone: LONDON },
    );
    await user.click(toggle());
    expect(screen.getByRole('button', { name: 'Yesterday’s goal completed' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('is not offered from 10:00, nor for a habit created today', () => {
    at('10:00:00');
    const { unmount } = renderCard(makeHabit(), { timezone: LONDON });
    expect(screen.queryByRole('button', { name: 'Yesterday' })).toBeNull();
    unmount();

    at('09:00:00');
    renderCard(makeHabit({ createdAt: `${TODAY}T07:00:00.000Z` }), {
      timezone: LONDON,
    });
    expect(screen.queryByRole('button', { name: 'Yesterday' })).toBeNull();
  });

  it('goes back to today when the window closes while it is on', async () => {
    at('09:59:50');
    const { user } = renderCard(makeHabit({ dailyTarget: 1 }), { timezone: LONDON });
    await user.click(toggle());
    expect(screen.getByRole('button', { name: 'Check in for yesterday' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.queryByRole('button', { name: 'Yesterday' })).toBeNull();
    expect(screen.getByText('Today')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark Complete' })).toBeTruthy();
  });

  it('goes back to today once yesterday is done, or when the server says the day is closed', async () => {
    at('09:00:00');
    const habit = makeHabit({ dailyTarget: 3 });
    const done = makeHabit({
      ...habit,
      completions: [{ date: YESTERDAY, count: 3, status: 'done' }],
    });
    const partial = makeHabit({
      ...habit,
      completions: [{ date: YESTERDAY, count: 1, status: 'partial' }],
    });
    const onComplete: HabitCompleteMock = vi.fn();
    onComplete
      .mockResolvedValueOnce({ ok: true, habit: partial })
      .mockResolvedValueOnce({ ok: true, habit: done })
      .mockResolvedValueOnce({ ok: false, code: 'DAY_CLOSED' });
    const { user } = renderCard(habit, { timezone: LONDON, onComplete });

    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: '+1 for yesterday (3 left)' }));
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Complete yesterday' }));
    expect(onComplete).toHaveBeenLastCalledWith(habit, { count: 3 }, YESTERDAY);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: '+1 for yesterday (3 left)' }));
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });
});
