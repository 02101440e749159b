import type { Habit, User } from '@streakwise/shared';
import { useLocation } from 'react-router';
import { DashboardRoute } from '../app/dashboard-route';
import { signedIn, jsonResponse } from './fixtures';
import { makeBadges, makeStats, userOn } from './habit-fixtures';
import { renderRoute } from './render';
import { routeFetch } from './route-fetch';

function SearchProbe() {
  return <p data-testid="search">{useLocation().search}</p>;
}

interface DashboardSetup {
  user?: User;
  habits?: Habit[];
  url?: string;
  /** Extra or overriding routes, e.g. 'PATCH /api/habits/:id/complete' replies. */
  routes?: Parameters<typeof routeFetch>[0];
  /** Mount under StrictMode (effects run twice). */
  strict?: boolean;
}

/** The dashboard for a signed-in person, its three start-up calls answered. */
export function renderDashboard({
  user = userOn('free'),
  habits = [],
  url,
  routes,
  strict,
}: DashboardSetup = {}) {
  const fetchMock = routeFetch({
    'GET /api/habits': () => jsonResponse(habits),
    'GET /api/gamification/stats': () => jsonResponse(makeStats({ points: user.points })),
    'GET /api/gamification/badges': () => jsonResponse(makeBadges()),
    ...routes,
  });
  const view = renderRoute(
    <>
      <DashboardRoute />
      <SearchProbe />
    </>,
    {
      path: '/dashboard',
      url: url ?? '/dashboard',
      preloadedState: { auth: signedIn(user) },
      strict,
    },
  );
  return { ...view, fetchMock };
}

/** A stat card's value on the dashboard, by its `data-stat` ("points", "badges", …). */
export const statValue = (stat: string) =>
  document.querySelector(`[data-stat="${stat}"] dd`)?.textContent ?? '';
