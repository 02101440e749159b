import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { userOn } from '../../../test/habit-fixtures';
import { callsTo } from '../../../test/route-fetch';
import { renderDashboard, statValue } from '../../../test/render-dashboard';
import { watchDownloads } from '../../../test/watch-downloads';
import { makeAnalytics, makeCoaching, makeEmptyAnalytics } from '../premium-fixtures';

const ANALYTICS = 'GET /api/premium/analytics';

/** The tab, its coach's note answered (components/coach-card.test.tsx tests the card). */
function openAnalytics(reply: Parameters<typeof renderDashboard>[0] = {}) {
  return renderDashboard({
    user: userOn('premium'),
    url: '/dashboard?tab=analytics',
    ...reply,
    routes: {
      'GET /api/premium/coaching': () => jsonResponse(makeCoaching()),
      ...reply.routes,
    },
  });
}

describe('Analytics tab', () => {
  it('shows skeletons while the numbers load', async () => {
    openAnalytics({ routes: { [ANALYTICS]: () => new Promise<Response>(() => undefined) } });
    expect(await screen.findByText('Loading analytics…')).toBeTruthy();
  });

  it('shows the overview, both charts as text, streaks, categories, insights and advice', async () => {
    openAnalytics({ routes: { [ANALYTICS]: () => jsonResponse(makeAnalytics()) } });

    expect(await screen.findByText('Total points')).toBeTruthy();
    expect(statValue('completion-rate')).toBe(
      '71%Last 7 days (Thu 6 Nov – today) · 10 of 14 due habit-days',
    );
    expect(statValue('active-streaks')).toBe('2');
    expect(statValue('total-habits')).toBe('2');
    expect(statValue('total-points')).toBe('340');

    const trend = screen.getByRole('figure', { name: 'Daily completion rate' });
    expect(
      within(trend).getByText(/Over 7 days you completed 71% of your due habit-days/),
    ).toBeTruthy();
    expect(
      within(trend).getByText(/Best day: Thu 6 Nov \(100%\); lowest: Sat 8 Nov \(0%\)/),
    ).toBeTruthy();
    const weekdays = screen.getByRole('figure', { name: 'By day of the week' });
    expect(
      within(weekdays).getByText('Strongest on Mon (100%), weakest on Sat (0%).'),
    ).toBeTruthy();
    const weekdayRows = within(weekdays).getAllByRole('row').slice(1);
    expect(weekdayRows.map((row) => row.textContent)).toEqual([
      'Mon2 of 2100%',
      'Tue2 of 2100%',
      'Wed1 of 250%',
      'Thu2 of 2100%',
      'Fri1 of 250%',
      'Sat0 of 20%',
      'Sun2 of 2100%',
    ]);

    const streaks = screen.getByRole('region', { name: 'Streak analysis' });
    expect(within(streaks).getByRole('row', { name: 'Morning run 4 days 9 days 62' })).toBeTruthy();
    const categories = screen.getByRole('region', { name: 'By category' });
    expect(within(categories).getByRole('row', { name: 'Fitness 1 6 86%' })).toBeTruthy();
    expect(screen.getByText('Saturdays slip')).toBeTruthy();
    expect(screen.getByText('Set a reminder for Saturday morning')).toBeTruthy();
    expect(screen.getByText('High priority')).toBeTruthy();
  });

  it('lists only the first five habits in the streak table', async () => {
    const currentStreaks = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({
      habitId: name,
      habitName: name,
      streak: 1,
      longestStreak: 2,
      strength: 10,
      kind: 'count' as const,
      unit: null,
      total: 3,
    }));
    openAnalytics({
      routes: {
        [ANALYTICS]: () => jsonResponse(makeAnalytics({ streakAnalysis: { currentStreaks } })),
      },
    });
    const streaks = await screen.findByRole('region', { name: 'Streak analysis' });
    expect(within(streaks).getAllByRole('row')).toHaveLength(6);
    expect(within(streaks).queryByText('F')).toBeNull();
  });

  it('shows each habit’s strength, with the one-line explanation', async () => {
    openAnalytics({ routes: { [ANALYTICS]: () => jsonResponse(makeAnalytics()) } });
    const streaks = await screen.findByRole('region', { name: 'Streak analysis' });
    expect(within(streaks).getByRole('meter', { name: 'Strength 62 of 100' })).toBeTruthy();
    expect(within(streaks).getByRole('meter', { name: 'Strength 18 of 100' })).toBeTruthy();
    expect(
      within(streaks).getByText(
        'How firmly this habit holds: each kept day adds, each miss takes a little away.',
      ),
    ).toBeTruthy();
  });

  it('asks for the chosen period', async () => {
    const { user, fetchMock } = openAnalytics({
      routes: { [ANALYTICS]: () => jsonResponse(makeAnalytics()) },
    });
    await screen.findByText('Total points');
    expect(fetchMock).toHaveBeenCalledWith('/api/premium/analytics?period=30d', expect.anything());

    await user.click(screen.getByRole('radio', { name: '90 days' }));
    expect(await screen.findByText('Total points')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/premium/analytics?period=90d', expect.anything());
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '90 days' }).checked).toBe(true);
  });

  it('invites a person without habits to add some', async () => {
    openAnalytics({
      routes: {
        [ANALYTICS]: () => jsonResponse(makeEmptyAnalytics()),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Nothing to analyse yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Habits' }).getAttribute('href')).toBe(
      '/dashboard?tab=habits',
    );
  });

  it('says when the data cannot be loaded and retries', async () => {
    const { user } = openAnalytics({
      routes: {
        [ANALYTICS]: [() => new Response('', { status: 500 }), () => jsonResponse(makeAnalytics())],
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load analytics data')).toBeTruthy();
    expect(within(alert).getByText('Failed to load analytics')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total points')).toBeTruthy();
  });

  it('downloads the PDF report of the period shown, then confirms it', async () => {
    const downloads = watchDownloads();
    const { user, fetchMock } = openAnalytics({
      routes: {
        [ANALYTICS]: () => jsonResponse(makeAnalytics()),
        'GET /api/premium/export': () =>
          new Response('%PDF-1.7 report', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition':
                'attachment; filename="streakwise-export-2025-11-06-to-2025-11-12.pdf"',
            },
          }),
      },
    });
    await screen.findByText('Total points');

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('PDF report generated successfully!')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'GET /api/premium/export');
    const url = call?.[0];
    expect(typeof url === 'string' ? url : '').toContain(
      'format=pdf&startDate=2025-11-06&endDate=2025-11-12',
    );
    expect(downloads.clicks).toHaveLength(1);
    expect(downloads.clicks[0]?.download).toBe('streakwise-export-2025-11-06-to-2025-11-12.pdf');
  });
});
