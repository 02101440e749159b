import type { Habit } from '@streakwise/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMeasure, makeQuit, TODAY } from '../../../test/habit-fixtures';
import { renderCard as renderCardOf, type HabitCompleteMock } from './habit-card-test-setup';

// Yesterday, until 10:00, for a measure and a quit habit: the entry goes with yesterday's date.
// TODAY is 12 November 2025: London is on GMT, so its wall clock reads UTC.
const YESTERDAY = '2025-11-11';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(`${TODAY}T09:00:00Z`));
});
afterEach(() => vi.useRealTimers());

function renderCard(habit: Habit) {
  const onComplete: HabitCompleteMock = vi.fn();
  onComplete.mockResolvedValue({ ok: true, habit });
  return renderCardOf(habit, { timezone: 'Europe/London', onComplete });
}

const progress = () => document.querySelector('[data-progress]')?.textContent;

describe('yesterday on the card of a kind', () => {
  it("adds a measure's amount to yesterday", async () => {
    const habit = makeMeasure({
      name: 'Run',
      completions: [{ date: YESTERDAY, count: 2, status: 'partial' }],
    });
    const { user, onComplete } = renderCard(habit);
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(progress()).toBe('2 of 5 km yesterday');
    await user.type(screen.getByLabelText('Amount (km)'), '3');
    await user.click(screen.getByRole('button', { name: 'Add for yesterday' }));
    expect(onComplete).toHaveBeenCalledWith(habit, { amount: 3 }, YESTERDAY);
  });

  it('logs a slip for yesterday and stays on yesterday', async () => {
    const habit = makeQuit({
      name: 'Coffee',
      limit: 1,
      completions: [{ date: YESTERDAY, count: 2, status: 'missed' }],
    });
    const { user, onComplete } = renderCard(habit);
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(progress()).toBe('2 of at most 1 yesterday — over');
    await user.click(screen.getByRole('button', { name: 'Log a slip for yesterday' }));
    expect(onComplete).toHaveBeenCalledWith(habit, { count: 1 }, YESTERDAY);
    expect(screen.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
