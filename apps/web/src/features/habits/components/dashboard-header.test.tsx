import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeHabit, userOn } from '../../../test/habit-fixtures';
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
});
