import { addDays, type Habit } from '@streakwise/shared';
import { describe, expect, it } from 'vitest';
import { makeHabit } from '../../../test/habit-fixtures';
import { periodRates, recentRate, usableZone } from './completion-rates';

// Wednesday 12 November 2025: the week began on Monday the 10th.
const TODAY = '2025-11-12';

const done = (date: string) => ({ date, count: 1, status: 'done' as const });
const partial = (date: string) => ({ date, count: 1, status: 'partial' as const });
const missed = (date: string) => ({ date, count: 0, status: 'missed' as const });
const kept = (date: string) => ({ date, count: 0, status: 'protected' as const });

function habit(
  createdAt: string,
  completions: Habit['completions'],
  schedule: Habit['schedule'] = { kind: 'daily' },
) {
  return makeHabit({ createdAt, completions, schedule });
}

describe('completion rates', () => {
  it('counts the week from Monday and the month from the 1st, today included', () => {
    const old = habit('2025-10-01T09:00:00Z', [
      done('2025-11-03'),
      done('2025-11-10'),
      done('2025-11-11'),
      partial('2025-11-12'),
    ]);
    const { week, month } = periodRates([old], TODAY, 'Europe/London');
    expect(week).toEqual({ completed: 2, possible: 3, protected: 0, rate: 66.7 });
    expect(month).toEqual({ completed: 3, possible: 12, protected: 0, rate: 25 });
  });

  it('counts a habit only from the local day it was created', () => {
    // 23:30 on the 10th in UTC is already the 11th in Tokyo.
    const young = habit('2025-11-10T23:30:00Z', [done('2025-11-11'), done('2025-11-12')]);
    expect(periodRates([young], TODAY, 'UTC').week).toEqual({
      completed: 2,
      possible: 3,
      protected: 0,
      rate: 66.7,
    });
    expect(periodRates([young], TODAY, 'Asia/Tokyo').week).toEqual({
      completed: 2,
      possible: 2,
      protected: 0,
      rate: 100,
    });
  });

  it('adds habit-days across habits', () => {
    const a = habit('2025-10-01T09:00:00Z', [done('2025-11-10')]);
    const b = habit('2025-11-12T07:00:00Z', [done('2025-11-12')]);
    expect(periodRates([a, b], TODAY, 'Europe/London').week).toEqual({
      completed: 2,
      possible: 4,
      protected: 0,
      rate: 50,
    });
  });

  it('is zero out of zero without habits', () => {
    expect(periodRates([], TODAY, 'Europe/London').month).toEqual({
      completed: 0,
      possible: 0,
      protected: 0,
      rate: 0,
    });
  });

  it('rates a card over the last 30 days, or since creation when younger', () => {
    // Done on each of the last 25 days, and on the 31st day back, just outside the window.
    const recent = Array.from({ length: 25 }, (_, back) => done(addDays(TODAY, -back)));
    const old = habit('2025-09-01T09:00:00Z', [...recent, done(addDays(TODAY, -30))]);
    expect(recentRate(old, TODAY, 'Europe/London')).toEqual({
      completed: 25,
      possible: 30,
      protected: 0,
      rate: 83.3,
    });
    const young = habit('2025-11-08T09:00:00Z', [done('2025-11-08'), done('2025-11-12')]);
    expect(recentRate(young, TODAY, 'Europe/London')).toEqual({
      completed: 2,
      possible: 5,
      protected: 0,
      rate: 40,
    });
  });

  it('never counts a missed day as done', () => {
    const h = habit('2025-10-01T09:00:00Z', [missed('2025-11-10'), done('2025-11-11')]);
    expect(periodRates([h], TODAY, 'Europe/London').week).toMatchObject({
      completed: 1,
      possible: 3,
    });
  });

  it('rates a weekday habit over its due days only, extras on other days left out', () => {
    // Monday, Wednesday and Friday: this week owes Monday the 10th and today.
    const h = habit('2025-10-01T09:00:00Z', [done('2025-11-10'), done('2025-11-11')], {
      kind: 'weekdays',
      days: [1, 3, 5],
    });
    expect(periodRates([h], TODAY, 'Europe/London').week).toEqual({
      completed: 1,
      possible: 2,
      protected: 0,
      rate: 50,
    });
  });

  it('leaves protected days out: done ÷ (due − protected)', () => {
    const h = habit('2025-10-01T09:00:00Z', [done('2025-11-10'), kept('2025-11-11')]);
    expect(periodRates([h], TODAY, 'Europe/London').week).toEqual({
      completed: 1,
      possible: 2,
      protected: 1,
      rate: 50,
    });
    // Done anyway on a protected day: the server says `done`, and it counts.
    const both = habit('2025-10-01T09:00:00Z', [done('2025-11-10'), done('2025-11-11')]);
    expect(periodRates([both], TODAY, 'Europe/London').week.rate).toBe(66.7);
  });

  it('owes a weekly habit its times in each week, no more than the days so far', () => {
    const h = habit(
      '2025-10-01T09:00:00Z',
      [done('2025-11-10'), done('2025-11-11'), done('2025-11-12')],
      { kind: 'weekly', times: 2 },
    );
    // Three days done of two owed: the week counts as 2 of 2, never above 100 %.
    expect(periodRates([h], TODAY, 'Europe/London').week).toEqual({
      completed: 2,
      possible: 2,
      protected: 0,
      rate: 100,
    });
  });

  it('falls back to the browser’s zone for a name it does not know', () => {
    expect(usableZone('Europe/London')).toBe('Europe/London');
    expect(usableZone('Mars/Olympus_Mons')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
