/**
 * The web app in a real browser: (a) the JavaScript and CSS each public route loads, raw and gzip,
 * measured by loading the route in Debian's Chromium against the built app on the real server;
 * (b) Lighthouse's performance and accessibility scores of `/` (mobile and desktop presets). See
 * bench/README.md for what each number means.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { formatTable } from './lib/table.js';
import type { Benchmark, BenchContext } from './lib/types.js';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const ROUTES = ['/', '/login', '/signup', '/privacy', '/terms', '/cookies', '/mock-payment'];
/** The cookie banner appears 1 s after load; anything it (or another timer) loads is counted too. */
const SETTLE_MS = 1_500;
const SERVER_START_TIMEOUT_MS = 30_000;

interface Asset {
  /** Path under the origin, e.g. /assets/index-abc.js. */
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

interface RouteResult {
  route: string;
  assets: Asset[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
}

interface LighthouseResult {
  lighthouseVersion: string;
  preset: 'mobile' | 'desktop';
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  failedAccessibilityAudits: string[];
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** Runs a command in the repo root; its output is shown only if it fails. */
function run(command: string, args: string[]): Promise<void> {
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = address && typeof address !== 'string' ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The built server (apps/server/dist/server.js) on 127.0.0.1 with a fresh PGlite folder. */
async function startServer(ctx: BenchContext): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'streakwise-bench-web-'));
  ctx.onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  ctx.onCleanup(() => stopChild(child));

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${stderr}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /api/health within 30 s:\n${stderr}`);
}

function assetKind(response: Response): 'js' | 'css' | undefined {
  const url = new URL(response.url());
  const type = response.headers()['content-type'] ?? '';
  if (url.pathname.endsWith('.css') || type.includes('text/css')) return 'css';
  if (/\.m?js$/.test(url.pathname) || type.includes('javascript')) return 'js';
  return undefined;
}

async function measureRoute(browser: Browser, origin: string, route: string): Promise<RouteResult> {
  // A fresh context per route: an empty cache, so every asset the route needs is fetched.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
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
    return { route, assets, js: sum('js'), css: sum('css') };
  } finally {
    await context.close();
  }
}

async function measureBundles(ctx: BenchContext, origin: string): Promise<RouteResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const unregister = ctx.onCleanup(() => browser.close());
  const results: RouteResult[] = [];
  try {
    for (const route of ROUTES) results.push(await measureRoute(browser, origin, route));
  } finally {
    await browser.close();
    unregister();
  }

  // Which route loads which file: shared chunks are counted once per route that loads them.
  const loadedBy = new Map<string, string[]>();
  for (const r of results) {
    for (const a of r.assets) loadedBy.set(a.file, [...(loadedBy.get(a.file) ?? []), r.route]);
  }
  const everyRoute = (file: string) => (loadedBy.get(file)?.length ?? 0) === ROUTES.length;

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
      own.map((a) => path.basename(a.file)).join(' ') || '—',
    ];
  });
  for (const line of formatTable(
    [
      'route',
      'JS raw',
      'JS gzip',
      'CSS raw',
      'CSS gzip',
      'total raw',
      'total gzip',
      'files',
      'files beyond the shared set',
    ],
    rows,
  )) {
    ctx.print(line);
  }

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

function score(value: number | null | undefined): number | null {
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

async function runLighthouse(
  ctx: BenchContext,
  origin: string,
  preset: 'mobile' | 'desktop',
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  const unregister = ctx.onCleanup(async () => chrome.kill());
  try {
    const result = await lighthouse(
      `${origin}/`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failed = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      preset,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failedAccessibilityAudits: failed,
    };
  } finally {
    chrome.kill();
    unregister();
  }
}

function ms(value: number | null): string {
  return value === null ? '—' : Math.round(value).toLocaleString('en-GB');
}

export const webBenchmark: Benchmark = {
  name: 'web',
  summary:
    'JS/CSS bytes per public route in Chromium, and Lighthouse performance/accessibility of /',
  async run(ctx) {
    ctx.print('building the app (npm run build)…');
    await run('npm', ['run', 'build']);
    const origin = await startServer(ctx);
    ctx.print(`server: apps/server/dist/server.js on ${origin} (fresh PGlite, NODE_ENV=test)`);
    ctx.print();

    const routes = await measureBundles(ctx, origin);

    ctx.print();
    ctx.print('running Lighthouse on / (mobile, then desktop)…');
    const lighthouseResults: LighthouseResult[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      lighthouseResults.push(await runLighthouse(ctx, origin, preset));
    }
    ctx.print(
      `Lighthouse ${lighthouseResults[0]?.lighthouseVersion ?? ''} on ${origin}/ in ${CHROMIUM_PATH} ` +
        '(simulated throttling: the metrics are modelled from one unthrottled load):',
    );
    ctx.print();
    const rows = lighthouseResults.map((r) => [
      r.preset,
      String(r.performance ?? '—'),
      String(r.accessibility ?? '—'),
      ms(r.fcpMs),
      ms(r.lcpMs),
      ms(r.tbtMs),
      r.cls === null ? '—' : r.cls.toFixed(3),
      r.failedAccessibilityAudits.join(' ') || '—',
    ]);
    for (const line of formatTable(
      [
        'preset',
        'performance',
        'accessibility',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'failed accessibility audits',
      ],
      rows,
    )) {
      ctx.print(line);
    }
    return { origin, routes, lighthouse: lighthouseResults };
  },
};
