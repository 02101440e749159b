import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(path.join(tmpdir(), 'streakwise-e2e-'));

/** Journeys in Debian's Chromium against the built server on a fresh PGlite database. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // NOTE: a service worker answers from its cache, past page.route and fresh builds; only the
    // journeys about it (pwa-offline.spec.ts) let it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../server/dist/server.js',
    url: `http://localhost:${PORT}/api/health`,
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
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // NOTE: no APP_URL, as on a developer's machine: links follow the address the browser used
      // (localhost:PORT for every journey but host-and-titles.spec.ts, which uses 127.0.0.1).
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // devices-notifications.spec.ts: push endpoints on a local server (refused in production).
      PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
    },
  },
});
