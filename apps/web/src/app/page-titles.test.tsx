import { DEFAULT_SITE_INFO, PAGE_ROUTES, isPageRoute } from '@streakwise/shared';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signedIn } from '../test/fixtures';
import { makeBadges, makeStats } from '../test/habit-fixtures';
import { renderApp } from '../test/render';
import { routeFetch } from '../test/route-fetch';
import { AppRoutes } from './app-routes';

const signedInApi = {
  'GET /api/habits': () => jsonResponse([]),
  'GET /api/gamification/stats': () => jsonResponse(makeStats()),
  'GET /api/gamification/badges': () => jsonResponse(makeBadges()),
};

async function expectTitle(title: string) {
  await waitFor(() => expect(document.title).toBe(title));
}

describe('page titles', () => {
  it.each([
    ['/', 'Streakwise — Build Better Discipline'],
    ['/login', 'Sign in · Streakwise'],
    ['/signup', 'Create account · Streakwise'],
    ['/verify-email', 'Verify your email · Streakwise'],
    ['/forgot-password', 'Forgot password · Streakwise'],
    ['/reset-password?token=abc', 'Reset password · Streakwise'],
    ['/privacy', 'Privacy policy · Streakwise'],
    ['/terms', 'Terms of service · Streakwise'],
    ['/cookies', 'Cookie policy · Streakwise'],
    ['/no-such-page', 'Page not found · Streakwise'],
  ])('%s is titled "%s"', async (url, title) => {
    routeFetch({});
    renderApp(url);
    await expectTitle(title);
  });

  it.each([
    ['/dashboard', 'Dashboard · Streakwise'],
    ['/change-password', 'Change password · Streakwise'],
    ['/pro', 'Pro plan · Streakwise'],
    ['/premium', 'Premium plan · Streakwise'],
  ])('%s, signed in, is titled "%s"', async (url, title) => {
    routeFetch(signedInApi);
    renderApp(url, { auth: signedIn() });
    await expectTitle(title);
  });

  it('follows the person from page to page', async () => {
    routeFetch({});
    const { user } = renderApp('/login');
    await expectTitle('Sign in · Streakwise');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await expectTitle('Forgot password · Streakwise');
  });

  it('names the configured brand', async () => {
    routeFetch({
      'GET /api/site': () => jsonResponse({ ...DEFAULT_SITE_INFO, brandName: 'Habitly' }),
    });
    renderApp('/login');
    await expectTitle('Sign in · Habitly');
  });
});

/** The route objects the app really renders, read from its <Routes> element. */
function renderedRoutes(): RouteObject[] {
  const routes = AppRoutes() as { props: { children: ReactNode } };
  return createRoutesFromChildren(routes.props.children);
}

describe('the shared list of pages', () => {
  it('is exactly the route table of the web app', () => {
    const paths = (renderedRoutes()[0]?.children ?? []).map((route) => route.path);
    expect(paths.filter((path) => path !== '*').sort()).toEqual(Object.values(PAGE_ROUTES).sort());
  });

  it.each([
    ...Object.values(PAGE_ROUTES).map((route) => route.replace(':token', 'abc123')),
    '/LOGIN',
    '/login/',
    '/log%69n',
    '/verify-email/abc/def',
    '/verify-email/',
    '/dashboard/extra',
    '/no-such-page',
    '/settings',
    '/pro-plan',
    '/privacy.html',
  ])(
    'agrees with the router on %s (the server answers 404 where the app shows not found)',
    (path) => {
      const matched = matchRoutes(renderedRoutes(), path) ?? [];
      const showsNotFound = matched.at(-1)?.route.path === '*';
      expect(isPageRoute(path)).toBe(!showsNotFound);
    },
  );
});
