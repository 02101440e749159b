import { addDays } from '@streakwise/shared';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { makeHabit, TODAY } from '../../../test/habit-fixtures';
import { HabitThirtyDayRate } from './habit-thirty-day-rate';

function renderRate(habit = makeHabit()) {
  return render(
    <Provider store={makeStore()}>
      <HabitThirtyDayRate habit={habit} />
    </Provider>,
  );
}

const doneDaysBack = (count: number) =>
  Array.from({ length: count }, (_, back) => ({
    date: addDays(TODAY, -back),
    count: 1,
    status: 'done' as const,
  }));

describe('a habit card’s 30-day rate', () => {
  it('shares the days that reached the target over the last 30', () => {
    renderRate(makeHabit({ createdAt: '2025-08-01T08:00:00.000Z', completions: doneDaysBack(25) }));
    expect(screen.getByText('83% over 30 days')).toBeTruthy();
  });

  it('counts only the days since a younger habit was added, and only full days', () => {
    renderRate(
      makeHabit({
        createdAt: `${addDays(TODAY, -3)}T12:00:00.000Z`,
        completions: [
          ...doneDaysBack(2),
          { date: addDays(TODAY, -2), count: 1, status: 'partial' },
        ],
      }),
    );
    expect(screen.getByText('50% over 4 days')).toBeTruthy();
  });
});
