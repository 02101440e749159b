// `npm test`: unit, component and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), then the end-to-end journeys in Chromium against the built app.
import { spawnSync } from 'node:child_process';

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  console.log(`=== ${label}: ${((performance.now() - started) / 1000).toFixed(0)} s ===`);
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}
run('vitest: shared, api, web', 'npx', ['vitest', 'run']);
run('playwright: end-to-end', 'node', ['scripts/e2e.mjs']);
