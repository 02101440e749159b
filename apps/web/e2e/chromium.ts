/*
 * The Chromium the journeys (playwright.config.ts) and the web benchmark (bench/lib/web-settings.ts)
 * launch, with the flags both want in a container: no sandbox, no GPU, no background traffic.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
