import type { Vacation } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { checkVacation, serverFieldErrors, vacationRequest } from './vacation-form';
import { arrangeVacations, formatRange, lastAllowedDay } from './vacation-list';

const vacation = (_id: string, from: string, to: string): Vacation => ({
  _id,
  from,
  to,
  habitIds: null,
  createdAt: '2025-11-01T08:00:00.000Z',
});

describe('vacation list', () => {
  it('says the year once, twice only when the vacation crosses New Year', () => {
    expect(formatRange('2025-11-24', '2025-11-30')).toBe('Mon 24 Nov – Sun 30 Nov 2025');
    expect(formatRange('2025-11-24', '2025-11-24')).toBe('Mon 24 Nov 2025');
    expect(formatRange('2025-12-29', '2026-01-02')).toBe('Mon 29 Dec 2025 – Fri 2 Jan 2026');
  });

  it('puts the one under way and the coming ones first, soonest first, then the past, latest first', () => {
    const today = '2025-11-12';
    const listed = arrangeVacations(
      [
        vacation('old', '2025-08-01', '2025-08-03'),
        vacation('later', '2025-12-20', '2025-12-31'),
        vacation('recent', '2025-10-01', '2025-10-05'),
        vacation('now', '2025-11-10', '2025-11-12'),
        vacation('soon', '2025-11-13', '2025-11-14'),
      ],
      today,
    );
    expect(listed.map((item) => [item.vacation._id, item.phase])).toEqual([
      ['now', 'current'],
      ['soon', 'upcoming'],
      ['later', 'upcoming'],
      ['recent', 'past'],
      ['old', 'past'],
    ]);
  });
});

describe('vacation form', () => {
  it('offers the last allowed end day only for a whole start day', () => {
    expect(lastAllowedDay('2026-07-04')).toBe('2026-10-01'); // 90 days, both ends included
    // An empty field, and a year of five digits typed into it: no limit instead of a crash.
    expect(lastAllowedDay('')).toBeUndefined();
    expect(lastAllowedDay('20260-07-04')).toBeUndefined();
  });

  const today = '2025-11-12';
  const values = { from: today, to: today, scope: 'all' as const, habitIds: [] };

  it('allows 90 days counted inclusively, as the server does, and not 91', () => {
    expect(checkVacation({ ...values, to: '2026-02-09' }, today)).toEqual({});
    expect(checkVacation({ ...values, to: '2026-02-10' }, today)).toEqual({
      to: 'A vacation can last up to 90 days',
    });
  });

  it('sends habitIds only for chosen habits', () => {
    expect(vacationRequest(values)).toEqual({ from: today, to: today });
    expect(vacationRequest({ ...values, scope: 'chosen', habitIds: ['a'] })).toEqual({
      from: today,
      to: today,
      habitIds: ['a'],
    });
  });

  it('files the server’s messages under the form’s fields', () => {
    expect(serverFieldErrors({ 'habitIds.1': 'Habit not found', to: 'Too long' })).toEqual({
      habitIds: 'Habit not found',
      to: 'Too long',
    });
    expect(serverFieldErrors({ body: 'Something else' })).toEqual({});
  });
});
