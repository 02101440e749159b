import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const testing = fileURLToPath(new URL('./packages/shared/src/testing.ts', import.meta.url));
// The longer name first: an alias also matches the names below it.
const alias = { '@streakwise/shared/testing': testing, '@streakwise/shared': shared };

/**
 * One config, several projects: pure shared rules, the API on PGlite, the API again on
 * PostgreSQL when TEST_DATABASE_URL is set, and the web components in jsdom.
 */
const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['apps/server/src/test/setup.ts'],
    globalSetup: [`apps/server/src/test/${db}-template-setup.ts`],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('api-postgres', 'postgres')] : []),
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
