/* The web benchmark's (bench/web.ts) browser, routes, budgets and goals. */

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/web/e2e/chromium.js';
export const ROUTES = ['/', '/login', '/signup', '/privacy', '/terms', '/cookies', '/mock-payment'];
export const DASHBOARD = '/dashboard (signed in)';
export const WEB_BUILD = 'apps/web/dist/index.html';

export const BUDGET_KIB = { landing: 90, dashboard: 200 };
export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];
export const LIGHTHOUSE_ATTEMPTS = 2;
export const LIGHTHOUSE_GOALS = {
  mobile: { performance: 95, accessibility: 100 },
  desktop: { performance: 100, accessibility: 100 },
} as const;
