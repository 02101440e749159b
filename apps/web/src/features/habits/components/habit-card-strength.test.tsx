import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeHabit } from '../../../test/habit-fixtures';
import { renderCard } from './habit-card-test-setup';

describe('a streak at risk on the habit card', () => {
  it('says a late check-in saves it, never "0 day streak"', () => {
    const { card } = renderCard(
      makeHabit({
        name: 'Stretch',
        streak: { current: 0, longest: 5 },
        streakAtRisk: { days: 5, until: '10:00', savedBy: 'late' },
      }),
    );
    expect(within(card).getByText('5-day streak at risk — log yesterday by 10:00')).toBeTruthy();
    expect(within(card).queryByText('0 day streak')).toBeNull();
  });

  it('says a held freeze will cover it', () => {
    const { card } = renderCard(
      makeHabit({
        streak: { current: 0, longest: 12 },
        streakAtRisk: { days: 12, until: '10:00', savedBy: 'freeze' },
      }),
    );
    expect(within(card).getByText('12-day streak at risk — a freeze will cover it')).toBeTruthy();
    expect(within(card).queryByText('0 day streak')).toBeNull();
  });

  it('counts a weekly habit’s streak at risk in weeks', () => {
    const { card } = renderCard(
      makeHabit({
        schedule: { kind: 'weekly', times: 3 },
        streakAtRisk: { days: 4, until: '10:00', savedBy: 'late' },
      }),
    );
    expect(within(card).getByText('4-week streak at risk — log yesterday by 10:00')).toBeTruthy();
  });

  it('shows the streak as before when nothing is at risk', () => {
    const { card } = renderCard(
      makeHabit({ streak: { current: 3, longest: 3 }, streakAtRisk: null }),
    );
    expect(within(card).getByText('3 day streak')).toBeTruthy();
    expect(within(card).queryByText(/at risk/)).toBeNull();
  });
});

describe('strength on the habit card', () => {
  it('is a meter named "Strength N of 100" with its explanation a button away', async () => {
    const { card, user } = renderCard(makeHabit({ strength: 82 }));
    const meter = within(card).getByRole('meter', { name: 'Strength 82 of 100' });
    expect(meter.getAttribute('aria-valuenow')).toBe('82');
    const explain = within(card).getByRole('button', { name: 'What is strength?' });
    const explanation = within(card).getByText(
      'How firmly this habit holds: each kept day adds, each miss takes a little away.',
    );
    expect(explanation.hidden).toBe(true);
    expect(explain.getAttribute('aria-expanded')).toBe('false');
    explain.focus();
    await user.keyboard('{Enter}');
    expect(explanation.hidden).toBe(false);
    expect(explain.getAttribute('aria-expanded')).toBe('true');
  });

  it('is left out of a reply stored before strength existed', () => {
    const { card } = renderCard(makeHabit());
    expect(within(card).queryByRole('meter')).toBeNull();
  });
});
