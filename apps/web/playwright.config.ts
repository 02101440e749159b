import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * The journeys run in two lanes at once, each a project with one worker against a server of its
 * own (its own port, its own fresh PGlite folder, its own test clock), so a journey that moves the
 * server's clock never moves it under a journey of the other lane. The second lane takes the
 * files listed here, balanced by their measured times (docs/benchmarks.md, "Test run times");
 * every other spec, a new one included, runs in the first. `E2E_LANES=1` runs one lane only.
 */
const SECOND_LANE = [
  'mobile-and-toasts.spec.ts',
  'push-notification.spec.ts',
  'fair-streaks.spec.ts',
  'devices-notifications.spec.ts',
  'premium.spec.ts',
  'habit-order.spec.ts',
  'payments.spec.ts',
  'past-days.spec.ts',
  'password.spec.ts',
  'legal.spec.ts',
  'support.spec.ts',
];
const LANES = process.env.E2E_LANES === '1' ? 1 : 2;

type Server =
  NonNullable<PlaywrightTestConfig['webServer']> extends infer S
    ? S extends ReadonlyArray<infer One>
      ? One
      : S
    : never;

/** The built server on a fresh PGlite database, for one lane. */
function server(port: number): Server {
  return {
    command: 'node ../server/dist/server.js',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      TEST_CLOCK: '1',
      RATE_LIMITS: 'off',
      // Fresh accounts stay free, so the free-plan journeys hold; the offer has API tests.
      LAUNCH_OFFER_LIMIT: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      // NOTE: no APP_URL, as on a developer's machine: links follow the address the browser used
      // (localhost:PORT for every journey but host-and-titles.spec.ts, which uses 127.0.0.1).
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'streakwise-e2e-')),
      LOG_LEVEL: 'warn',
      // devices-notifications.spec.ts: push endpoints on a local server (refused in production).
      PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
    },
  };
}

const browser = { ...devices['Desktop Chrome'], channel: undefined };

/** Journeys in Debian's Chromium against the built server. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: LANES,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    // NOTE: a service worker answers from its cache, past page.route and fresh builds; only the
    // journeys about it (pwa-offline.spec.ts) let it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects:
    LANES === 1
      ? [
          {
            name: 'desktop',
            workers: 1,
            use: { ...browser, baseURL: `http://localhost:${BASE_PORT}` },
          },
        ]
      : [
          {
            name: 'lane-1',
            workers: 1,
            testIgnore: SECOND_LANE,
            use: { ...browser, baseURL: `http://localhost:${BASE_PORT}` },
          },
          {
            name: 'lane-2',
            workers: 1,
            testMatch: SECOND_LANE,
            use: { ...browser, baseURL: `http://localhost:${BASE_PORT + 1}` },
          },
        ],
  webServer: LANES === 1 ? [server(BASE_PORT)] : [server(BASE_PORT), server(BASE_PORT + 1)],
});
