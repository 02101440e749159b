/**
 * A fresh embedded database made once, at build time, and copied into each new data folder.
 *
 * PGlite creates a database by running PostgreSQL's `initdb` in WebAssembly: about two seconds,
 * and a memory peak the process keeps part of for good. The result is the same files every time
 * for one PGlite version, so `npm run build` makes them once (`make-pglite-template.ts`)
 * into `dist/pglite-template/`, and a new folder starts as a copy of them (a few hundred
 * milliseconds). The copy is used only when it was made by the PGlite version installed now;
 * otherwise, or with no build, the folder is created as before (docs/decisions/016-pglite-worker.md).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION_FILE = 'pglite-version';
const DATA = 'data';

/** Where the build keeps the template: next to the compiled `db/` folder. */
export const TEMPLATE_DIR = fileURLToPath(new URL('../pglite-template/', import.meta.url));

/** The installed PGlite's version: a template from another one is not used. */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  // NOTE: the package's own package.json, found from its entry (its exports do not list it).
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
  }
  throw new Error('the installed PGlite has no version');
}

/**
 * Fills a new data folder from the template; false (nothing written) when there is no template,
 * it was made by another PGlite version, or the folder already holds something. The copy (about 540
 * files) runs off the main thread, which meanwhile loads the rest of the app
 * (server.ts), into a scratch folder renamed into place at the end: a copy cut short (a full disk,
 * a kill) never leaves a folder that looks like a database.
 */
export async function copyTemplate(target: string, template = TEMPLATE_DIR): Promise<boolean> {
  const data = path.join(template, DATA);
  const versionFile = path.join(template, VERSION_FILE);
  if (!existsSync(path.join(data, 'PG_VERSION')) || !existsSync(versionFile)) return false;
  if (readFileSync(versionFile, 'utf8').trim() !== pgliteVersion()) return false;
  if (existsSync(target) && readdirSync(target).length > 0) return false;
  const parent = path.dirname(path.resolve(target));
  mkdirSync(parent, { recursive: true });
  const scratch = await mkdtemp(path.join(parent, '.pglite-new-'));
  try {
    await cp(data, scratch, { recursive: true });
    rmSync(target, { recursive: true, force: true });
    renameSync(scratch, target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return true;
}

/**
 * Makes the template: a database created by PGlite in a scratch folder, then moved into place
 * with the version beside it, so a half-made template is never seen.
 */
export async function makeTemplate(
  create: (dir: string) => Promise<void>,
  template = TEMPLATE_DIR,
): Promise<void> {
  const parent = path.dirname(path.resolve(template));
  const scratch = mkdtempSync(path.join(parent, '.pglite-template-'));
  try {
    await create(path.join(scratch, DATA));
    writeFileSync(path.join(scratch, VERSION_FILE), `${pgliteVersion()}\n`);
    rmSync(template, { recursive: true, force: true });
    renameSync(scratch, template);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
