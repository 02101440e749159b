import { DEFAULT_ANALYTICS_PERIOD } from '@streakwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { userOn } from '../../../test/habit-fixtures';
import { callsTo } from '../../../test/route-fetch';
import { renderDashboard } from '../../../test/render-dashboard';
import { makeAnalytics, makeCoaching, makeEmptyAnalytics } from '../premium-fixtures';

const ANALYTICS = 'GET /api/premium/analytics';
const COACHING = 'GET /api/premium/coaching';

const NOTE = makeCoaching();

function openAnalytics(routes: NonNullable<Parameters<typeof renderDashboard>[0]>['routes']) {
  return renderDashboard({
    user: userOn('premium'),
    url: '/dashboard?tab=analytics',
    routes: { [ANALYTICS]: () => jsonResponse(makeAnalytics()), ...routes },
  });
}

const coachCard = () => screen.findByRole('region', { name: 'Your coach' });

describe('Your coach card', () => {
  it('says it is loading, for screen readers too', async () => {
    openAnalytics({ [COACHING]: () => new Promise<Response>(() => undefined) });
    const card = await coachCard();
    expect(within(card).getByRole('status').textContent).toContain('Loading your coach…');
  });

  it('shows what went well, the habit that slipped and why, and the next step', async () => {
    const { fetchMock } = openAnalytics({ [COACHING]: () => jsonResponse(NOTE) });
    const card = await coachCard();
    expect(await within(card).findByText('Went well')).toBeTruthy();
    expect(within(card).getByText(NOTE.wentWell)).toBeTruthy();
    expect(within(card).getByText('Slipped: Meditate')).toBeTruthy();
    expect(within(card).getByText(NOTE.slipped?.why ?? '')).toBeTruthy();
    expect(within(card).getByText('Next step')).toBeTruthy();
    expect(within(card).getByText(NOTE.nextStep)).toBeTruthy();
    expect(within(card).getByText('From your own figures, by the built-in coach.')).toBeTruthy();
    const url = callsTo(fetchMock, COACHING)[0]?.[0];
    expect(typeof url === 'string' ? url : '').toContain(`period=${DEFAULT_ANALYTICS_PERIOD}`);
  });

  it('says so when the AI wrote it, and leaves out "slipped" when nothing did', async () => {
    openAnalytics({
      [COACHING]: () => jsonResponse({ ...NOTE, slipped: null, source: 'ai' }),
    });
    const card = await coachCard();
    expect(
      await within(card).findByText('Written by the AI coach from your own figures.'),
    ).toBeTruthy();
    expect(within(card).queryByText(/^Slipped/)).toBeNull();
  });

  it('says when it could not load, and loads again on retry', async () => {
    const { user } = openAnalytics({
      [COACHING]: [
        () => jsonResponse({ message: 'The service is unavailable' }, 503),
        () => jsonResponse(NOTE),
      ],
    });
    const card = await coachCard();
    const alert = await within(card).findByRole('alert');
    expect(within(alert).getByText('Your coach could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('The service is unavailable')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText(NOTE.wentWell)).toBeTruthy();
  });

  it('is not shown while there are no habits to coach', async () => {
    openAnalytics({
      [ANALYTICS]: () => jsonResponse(makeEmptyAnalytics()),
      [COACHING]: () => jsonResponse(NOTE),
    });
    expect(await screen.findByText('Go to My Habits')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your coach' })).toBeNull();
  });
});
