import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeHabit } from '../../../test/habit-fixtures';
import { renderDashboard } from '../../../test/render-dashboard';

const cellFor = (label: string) => screen.getByText(label).parentElement;

describe('calendar heat map', () => {
  it('shades each day by habits completed, 0, 1, 2 and 3+, outlining today', async () => {
    const on = (...dates: string[]) =>
      dates.map((date) => ({ date, count: 1, status: 'done' as const }));
    renderDashboard({
      habits: [
        makeHabit({ completions: on('2025-11-02', '2025-11-03', '2025-11-04') }),
        makeHabit({ completions: on('2025-11-03', '2025-11-04') }),
        makeHabit({ completions: on('2025-11-04') }),
        makeHabit({ completions: on('2025-11-04') }),
      ],
    });

    expect(await screen.findByRole('heading', { name: 'November 2025' })).toBeTruthy();
    const cells = [
      cellFor('1 November: 0 habits completed'),
      cellFor('2 November: 1 habit completed'),
      cellFor('3 November: 2 habits completed'),
      cellFor('4 November: 4 habits completed'),
    ];
    expect(cells.map((cell) => cell?.getAttribute('data-level'))).toEqual(['0', '1', '2', '3']);
    expect(new Set(cells.map((cell) => cell?.className)).size).toBe(4);

    const today = cellFor('12 November: 0 habits completed');
    expect(today?.closest('td')?.getAttribute('aria-current')).toBe('date');
    expect(today?.className).toContain('ring-2');
    // Days still to come carry no count.
    expect(screen.getByText('13 November')).toBeTruthy();
    expect(screen.getByText('Habits completed:')).toBeTruthy();
  });

  it('marks a protected day with a shield and words, and counts no missed day', async () => {
    renderDashboard({
      habits: [
        makeHabit({
          completions: [
            { date: '2025-11-05', count: 0, status: 'protected' },
            { date: '2025-11-06', count: 0, status: 'missed' },
            { date: '2025-11-07', count: 1, status: 'done' },
          ],
        }),
        makeHabit({ completions: [{ date: '2025-11-07', count: 1, status: 'done' }] }),
      ],
    });
    await screen.findByRole('heading', { name: 'November 2025' });

    // The words a screen reader hears and the tooltip say it; the shield shows it.
    const shielded = cellFor('5 November: 0 habits completed, 1 protected');
    expect(shielded?.getAttribute('title')).toBe('5 November: 0 habits completed, 1 protected');
    expect(shielded?.getAttribute('data-protected')).toBe('true');
    expect(shielded?.querySelector('svg')).not.toBeNull();

    const missed = cellFor('6 November: 0 habits completed');
    expect(missed?.getAttribute('data-level')).toBe('0');
    expect(missed?.getAttribute('data-protected')).toBeNull();
    expect(missed?.querySelector('svg')).toBeNull();
    expect(cellFor('7 November: 2 habits completed')?.getAttribute('data-level')).toBe('2');

    const legend = document.querySelector('[data-legend="protected"]');
    expect(legend?.textContent).toContain('Protected');
    expect(legend?.getAttribute('title')).toBe(
      'Protected: a rest day, vacation or streak freeze kept the streak',
    );
  });

  it('starts the grid on Monday', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: /2025|20\d\d/ });
    const headers = screen.getAllByRole('columnheader').map((th) => th.getAttribute('abbr'));
    expect(headers[0]).toBe('Monday');
    expect(headers[6]).toBe('Sunday');
  });
});
