/**
 * The JavaScript and CSS a route makes the browser download on a first visit: the route loaded in
 * a fresh Chromium context (empty cache) until network idle, then a little longer for timers (the
 * cookie banner) and network idle again; every same-origin JS and CSS response counted once, raw
 * and gzip -9 of each body.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

/** The cookie banner appears 1 s after load; anything it (or another timer) loads is counted too. */
const SETTLE_MS = 1_500;

export interface Asset {
  /** Path under the origin, e.g. /assets/index-abc.js. */
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

export interface RouteBytes {
  route: string;
  assets: Asset[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
}

function assetKind(response: Response): 'js' | 'css' | undefined {
  const url = new URL(response.url());
  const type = response.headers()['content-type'] ?? '';
  if (url.pathname.endsWith('.css') || type.includes('text/css')) return 'css';
  if (/\.m?js$/.test(url.pathname) || type.includes('javascript')) return 'js';
  return undefined;
}

/**
 * `storage`: localStorage entries set before the app's first script runs (a signed-in visit);
 * `label` names the result when it differs from the path.
 */
export async function measureRoute(
  browser: Browser,
  origin: string,
  route: string,
  options: { storage?: Record<string, string>; label?: string } = {},
): Promise<RouteBytes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (options.storage) {
      // Runs in the page (bench has no DOM types): the storage before the app's first script.
      await context.addInitScript((entries: Record<string, string>) => {
        const { localStorage } = globalThis as unknown as {
          localStorage: { setItem(key: string, value: string): void };
        };
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, options.storage);
    }
    const page = await context.newPage();
    const responses = new Map<string, Response>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || !assetKind(response)) return;
      responses.set(url.pathname, response);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');

    const assets: Asset[] = [];
    for (const [file, response] of responses) {
      const body = await response.body();
      assets.push({
        file,
        kind: assetKind(response) ?? 'js',
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    }
    assets.sort((a, b) => b.raw - a.raw);
    const sum = (kind: 'js' | 'css') =>
      assets
        .filter((a) => a.kind === kind)
        .reduce((acc, a) => ({ raw: acc.raw + a.raw, gzip: acc.gzip + a.gzip }), {
          raw: 0,
          gzip: 0,
        });
    return { route: options.label ?? route, assets, js: sum('js'), css: sum('css') };
  } finally {
    await context.close();
  }
}

export const totalGzipKiB = (r: RouteBytes) => (r.js.gzip + r.css.gzip) / 1024;
