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
    const rate = screen.getByText('83% of 30 due days');
    expect(rate.getAttribute('title')).toBe('Target reached on 25 of 30 due days in the last 30');
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
    expect(screen.getByText('50% of 4 due days')).toBeTruthy();
  });

  it('counts a weekday habit’s due days only, and leaves protected days out', () => {
    // Mondays, Wednesdays and Fridays from Monday 3 November: due on the 3rd, 5th, 7th, 10th and
    // today (the 12th). The 5th was protected, the 7th missed, and the 11th (a Tuesday) an extra.
    renderRate(
      makeHabit({
        createdAt: '2025-11-03T08:00:00.000Z',
        schedule: { kind: 'weekdays', days: [1, 3, 5] },
        completions: [
          { date: '2025-11-03', count: 1, status: 'done' },
          { date: '2025-11-05', count: 0, status: 'protected' },
          { date: '2025-11-07', count: 0, status: 'missed' },
          { date: '2025-11-10', count: 1, status: 'done' },
          { date: '2025-11-11', count: 1, status: 'done' },
        ],
      }),
    );
    const rate = screen.getByText('50% of 4 due days');
    expect(rate.getAttribute('title')).toBe(
      'Target reached on 2 of 4 due days in the last 30; 1 protected day left out',
    );
  });

  it('says how many weeks a weekly habit met, not a share of its days', () => {
    // Twice a week from Monday 3 November; today is Wednesday 12 November. Once last week: that
    // week was missed. This week is still running: not counted against it.
    const twice = { kind: 'weekly', times: 2 } as const;
    const created = '2025-11-03T08:00:00.000Z';
    const first = renderRate(
      makeHabit({
        createdAt: created,
        schedule: twice,
        completions: [{ date: '2025-11-04', count: 1, status: 'done' }],
      }),
    );
    expect(screen.queryByText(/due days/)).toBeNull();
    const rate = screen.getByText('Met 0 of 1 week');
    expect(rate.getAttribute('title')).toBe('Met its times a week in 0 of the last 1 week');
    first.unmount();

    // Twice last week and twice this week already: both weeks met.
    renderRate(
      makeHabit({
        createdAt: created,
        schedule: twice,
        completions: ['2025-11-04', '2025-11-06', '2025-11-10', '2025-11-11'].map((date) => ({
          date,
          count: 1,
          status: 'done' as const,
        })),
      }),
    );
    expect(screen.getByText('Met 2 of 2 weeks')).toBeTruthy();
  });
});
