// Builds the app and runs the Playwright journeys in Debian's Chromium (/usr/bin/chromium).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it with \`apt-get install chromium\`.`;
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.warn(`${message} The end-to-end journeys were NOT run.`);
  process.exit(0);
}

const step = (args) => {
  const started = performance.now();
  const result = spawnSync('npx', args, { stdio: 'inherit' });
  console.log(
    `=== ${args.slice(0, 3).join(' ')}: ${((performance.now() - started) / 1000).toFixed(0)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
};
step(['npm', 'run', 'build']);
step(['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)]);
