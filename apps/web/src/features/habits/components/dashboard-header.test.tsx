import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { weekdayOf } from '@streakwise/shared';
import { makeHabit, TODAY, userOn } from '../../../test/habit-fixtures';
import { renderDashboard } from '../../../test/render-dashboard';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('dashboard greeting', () => {
  it('says "Welcome" on a new person’s first visit, and "Welcome back" after that', async () => {
    const first = renderDashboard();
    expect(await heading('Welcome, Alex Taylor!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No habits yet' })).toBeTruthy();
    first.unmount();

    renderDashboard();
    expect(await heading('Welcome back, Alex Taylor!')).toBeTruthy();
  });

  it('keeps "Welcome" for the whole first visit, once the visit is remembered', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'No habits yet' })).toBeTruthy();
    expect(window.localStorage.getItem(`dashboardSeen:${userOn('free')._id}`)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Alex Taylor!');
  });

  it('welcomes back someone who already has habits, here for the first time on this device', async () => {
    renderDashboard({ habits: [makeHabit()] });
    expect(await heading('Welcome back, Alex Taylor!')).toBeTruthy();
  });

  it('remembers each person separately', async () => {
    const first = renderDashboard();
    expect(await heading('Welcome, Alex Taylor!')).toBeTruthy();
    first.unmount();

    const other = userOn('free', { _id: '22222222-2222-4222-8222-222222222222', name: 'Sam Lee' });
    renderDashboard({ user: other });
    expect(await heading('Welcome, Sam Lee!')).toBeTruthy();
  });

  it('counts only the habits owed today: a habit not due, or protected, rests unless done', async () => {
    const notToday = [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekdayOf(TODAY));
    const resting = makeHabit({ schedule: { kind: 'weekdays', days: notToday } });
    const guarded = makeHabit({ completions: [{ date: TODAY, count: 0, status: 'protected' }] });
    const doneAnyway = makeHabit({ schedule: { kind: 'weekdays', days: notToday }, completed: 1 });
    const open = makeHabit();
    renderDashboard({ habits: [resting, guarded, doneAnyway, open] });
    expect(await screen.findByText('You’ve completed 1 of 2 habits today.')).toBeTruthy();
  });

  it('says so when every habit rests today', async () => {
    const notToday = [0, 1, 2, 3, 4, 5, 6].filter((d) => d !== weekdayOf(TODAY));
    renderDashboard({ habits: [makeHabit({ schedule: { kind: 'weekdays', days: notToday } })] });
    expect(await screen.findByText('Nothing is due today: every habit is resting.')).toBeTruthy();
  });
});
