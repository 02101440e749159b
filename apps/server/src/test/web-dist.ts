import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { useTestApp, type TestApp } from './helper.js';
import { useScratchFolder } from './scratch-folder.js';

/**
 * The file's TestApp serving a built web app: an index.html whose root reads "sw"
 * (`<div id="root">sw</div>`), in a temporary folder removed after the file.
 */
export function useTestAppWithWebApp(): TestApp {
  const webDir = useScratchFolder('streakwise-web-');
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><body><div id="root">sw</div></body></html>',
  );
  return useTestApp({}, webDir);
}
