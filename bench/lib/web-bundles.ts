import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { DASHBOARD, ROUTES } from './web-settings.js';
import { REPO_ROOT } from './server-process.js';
import { formatTable } from './table.js';
import type { BenchContext } from './types.js';
import { signedInStorage } from './web-account.js';
import { type Asset, measureRoute, type RouteBytes } from './web-bytes.js';

/* The web benchmark (bench/web.ts): the JavaScript and CSS each route loads, raw and gzip. */

export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** Runs a command in the repo root; its output is shown only if it fails. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** The first few file names; the table is for reading, the full list is in the report. */
function beyond(files: string[], shown = 5): string {
  if (files.length === 0) return '—';
  const more = files.length - shown;
  return files.slice(0, shown).join(' ') + (more > 0 ? ` and ${more} more` : '');
}

export async function measureBundles(
  ctx: BenchContext,
  browser: Browser,
  origin: string,
): Promise<RouteBytes[]> {
  const results: RouteBytes[] = [];
  for (const route of ROUTES) results.push(await measureRoute(browser, origin, route));
  const storage = await signedInStorage(origin);
  results.push(await measureRoute(browser, origin, '/dashboard', { storage, label: DASHBOARD }));

  // Which route loads which file: shared chunks are counted once per route that loads them.
  const loadedBy = new Map<string, string[]>();
  for (const r of results) {
    for (const a of r.assets) loadedBy.set(a.file, [...(loadedBy.get(a.file) ?? []), r.route]);
  }
  const everyRoute = (file: string) => (loadedBy.get(file)?.length ?? 0) === results.length;

  ctx.print('JavaScript and CSS loaded per route (KiB; gzip = gzip -9 of each body, summed):');
  ctx.print();
  const rows = results.map((r) => {
    const own = r.assets.filter((a) => !everyRoute(a.file));
    return [
      r.route,
      kb(r.js.raw),
      kb(r.js.gzip),
      kb(r.css.raw),
      kb(r.css.gzip),
      kb(r.js.raw + r.css.raw),
      kb(r.js.gzip + r.css.gzip),
      String(r.assets.length),
      beyond(own.map((a) => path.basename(a.file))),
    ];
  });
  const headers = [
    'route',
    'JS raw',
    'JS gzip',
    'CSS raw',
    'CSS gzip',
    'total raw',
    'total gzip',
    'files',
    'files beyond the shared set',
  ];
  for (const line of formatTable(headers, rows)) ctx.print(line);

  const sizes = new Map<string, Asset>();
  for (const r of results) for (const a of r.assets) sizes.set(a.file, a);
  const fileRows = [...sizes.values()]
    .sort((a, b) => b.raw - a.raw)
    .map((a) => {
      const routes = loadedBy.get(a.file) ?? [];
      return [
        path.basename(a.file),
        kb(a.raw),
        kb(a.gzip),
        String(routes.length),
        everyRoute(a.file) ? 'every route (shared)' : routes.join(' '),
      ];
    });
  ctx.print();
  ctx.print('Each file, and the routes that load it:');
  ctx.print();
  for (const line of formatTable(['file', 'raw', 'gzip', 'routes', 'loaded by'], fileRows)) {
    ctx.print(line);
  }
  return results;
}
