/**
 * The web app in a real browser, against the built app on the real server: (a) the JavaScript and
 * CSS each public route and the signed-in dashboard load, raw and gzip; (b) Lighthouse's
 * performance and accessibility scores of `/` (mobile and desktop presets). It measures the
 * existing build (`npm run build`; BENCH_BUILD=1 builds first) and says so when there is none or
 * it is older than the sources. See bench/README.md for what each number means.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { runLighthouse, type LighthouseResult } from './lib/lighthouse.js';
import { REPO_ROOT, staleBuild, startServer } from './lib/server-process.js';
import { formatTable } from './lib/table.js';
import type { TargetInput } from './lib/targets.js';
import type { Benchmark, BenchContext } from './lib/types.js';
import { signedInStorage } from './lib/web-account.js';
import { measureRoute, totalGzipKiB, type Asset, type RouteBytes } from './lib/web-bytes.js';

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
const DASHBOARD = '/dashboard (signed in)';
const WEB_BUILD = 'apps/web/dist/index.html';

const BUDGET_KIB = { landing: 90, dashboard: 200 };
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];
const LIGHTHOUSE_ATTEMPTS = 2;
const LIGHTHOUSE_GOALS = {
  mobile: { performance: 95, accessibility: 100 },
  desktop: { performance: 100, accessibility: 100 },
} as const;

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

/** The first few file names; the table is for reading, the full list is in the report. */
function beyond(files: string[], shown = 5): string {
  if (files.length === 0) return '—';
  const more = files.length - shown;
  return files.slice(0, shown).join(' ') + (more > 0 ? ` and ${more} more` : '');
}

async function measureBundles(
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

function ms(value: number | null): string {
  return value === null ? '—' : Math.round(value).toLocaleString('en-GB');
}

function printLighthouse(ctx: BenchContext, origin: string, results: LighthouseResult[]): void {
  ctx.print(
    `Lighthouse ${results[0]?.lighthouseVersion ?? ''} on ${origin}/ in ${CHROMIUM_PATH} ` +
      '(simulated throttling: the metrics are modelled from one unthrottled load):',
  );
  ctx.print();
  const rows = results.map((r) => [
    r.preset,
    String(r.performance ?? '—'),
    String(r.accessibility ?? '—'),
    ms(r.fcpMs),
    ms(r.lcpMs),
    ms(r.tbtMs),
    r.cls === null ? '—' : r.cls.toFixed(3),
    r.failedAccessibilityAudits.join(' ') || '—',
  ]);
  const headers = [
    'preset',
    'performance',
    'accessibility',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'failed accessibility audits',
  ];
  for (const line of formatTable(headers, rows)) ctx.print(line);
}

/** The byte budgets, measured or (`why`) not. */
function recordBytes(ctx: BenchContext, routes: RouteBytes[], why?: string): void {
  const bytes = (id: string, label: string, route: string, budget: number) => {
    const r = routes.find((x) => x.route === route);
    const target: TargetInput = {
      id,
      case: label,
      figure: r ? { value: totalGzipKiB(r), unit: 'KiB' } : null,
      goal: { of: 'figure', op: '≤', value: budget, unit: 'KiB' },
    };
    ctx.target(
      r
        ? {
            ...target,
            note: `JS ${kb(r.js.gzip)} + CSS ${kb(r.css.gzip)} KiB, ${r.assets.length} files`,
          }
        : { ...target, skipped: why ?? 'route not measured' },
    );
  };
  bytes('web.landing.gzip', 'Landing / JS+CSS gzip until network idle', '/', BUDGET_KIB.landing);
  bytes(
    'web.dashboard.gzip',
    'Dashboard (signed in) JS+CSS gzip until network idle',
    DASHBOARD,
    BUDGET_KIB.dashboard,
  );
}

/** Lighthouse's scores, measured or (`why`, per preset) not. */
function recordLighthouse(
  ctx: BenchContext,
  results: LighthouseResult[],
  why: Partial<Record<Preset, string>> | string = {},
): void {
  for (const preset of PRESETS) {
    const result = results.find((l) => l.preset === preset);
    const reason = typeof why === 'string' ? why : why[preset];
    for (const category of ['performance', 'accessibility'] as const) {
      const value = result?.[category] ?? null;
      const failed = result?.failedAccessibilityAudits.join(' ');
      ctx.target({
        id: `web.lighthouse.${preset}.${category}`,
        case: `Lighthouse ${preset} ${category} of /`,
        figure: value === null ? null : { value, unit: 'score' },
        goal: { of: 'figure', op: '≥', value: LIGHTHOUSE_GOALS[preset][category], unit: 'score' },
        ...(value === null
          ? { skipped: reason ?? 'no score' }
          : category === 'accessibility' && failed
            ? { note: `failed: ${failed}` }
            : category === 'performance' && result
              ? { note: `LCP ${ms(result.lcpMs)} ms, TBT ${ms(result.tbtMs)} ms` }
              : {}),
      });
    }
  }
}

/**
 * One preset, tried again when Lighthouse itself fails (a trace it could not record, on a busy
 * machine, asks for just that).
 */
async function lighthouseOf(
  ctx: BenchContext,
  origin: string,
  preset: Preset,
): Promise<LighthouseResult | string> {
  let error = '';
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt += 1) {
    try {
      return await runLighthouse(ctx, `${origin}/`, preset, {
        path: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      });
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      ctx.print(`  Lighthouse ${preset}, attempt ${attempt}: ${error}`);
    }
  }
  return error;
}

/** What has been recorded, so a failure part-way records only the rest as not measured. */
interface Recorded {
  bytes: boolean;
  lighthouse: boolean;
}

async function measureWeb(ctx: BenchContext, stale: string | null, recorded: Recorded) {
  const server = await startServer(ctx, {
    env: { NODE_ENV: 'test', RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
  });
  try {
    const { origin } = server;
    ctx.print(`server: ${server.entry} on ${origin} (fresh PGlite, NODE_ENV=test)`);
    ctx.print();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const unregister = ctx.onCleanup(() => browser.close());
    let routes: RouteBytes[];
    try {
      routes = await measureBundles(ctx, browser, origin);
    } finally {
      await browser.close();
      unregister();
    }
    ctx.print();
    recordBytes(ctx, routes);
    recorded.bytes = true;

    ctx.print();
    ctx.print('running Lighthouse on / (mobile, then desktop)…');
    const lighthouse: LighthouseResult[] = [];
    const failures: Partial<Record<Preset, string>> = {};
    for (const preset of PRESETS) {
      const result = await lighthouseOf(ctx, origin, preset);
      if (typeof result === 'string') failures[preset] = `Lighthouse failed: ${result}`;
      else lighthouse.push(result);
    }
    printLighthouse(ctx, origin, lighthouse);
    ctx.print();
    recordLighthouse(ctx, lighthouse, failures);
    recorded.lighthouse = true;
    return { origin, stale, routes, lighthouse, failures };
  } finally {
    await server.stop();
  }
}

export const webBenchmark: Benchmark = {
  name: 'web',
  summary:
    'JS/CSS bytes per public route and the signed-in dashboard in Chromium, and Lighthouse performance/accessibility of /',
  async run(ctx) {
    const recorded: Recorded = { bytes: false, lighthouse: false };
    try {
      if (process.env.BENCH_BUILD === '1') {
        ctx.print('building the app (npm run build, as BENCH_BUILD=1 asks)…');
        await run('npm', ['run', 'build']);
      }
      if (!existsSync(path.join(REPO_ROOT, WEB_BUILD))) {
        const why = `no web build (${WEB_BUILD} is missing): run \`npm run build\`, or BENCH_BUILD=1`;
        ctx.note(why);
        recordBytes(ctx, [], why);
        recordLighthouse(ctx, [], why);
        return { skipped: why };
      }
      const stale = staleBuild(WEB_BUILD, [
        'apps/web/src',
        'apps/web/index.html',
        'packages/shared/src',
      ]);
      if (stale) ctx.note(stale);
      return await measureWeb(ctx, stale, recorded);
    } catch (err) {
      // Every target is still listed (as not measured), and the run exits 1.
      console.error('bench: web failed:', err);
      process.exitCode = 1;
      const why = `failed: ${String(err).split('\n')[0]}`;
      if (!recorded.bytes) recordBytes(ctx, [], why);
      if (!recorded.lighthouse) recordLighthouse(ctx, [], why);
      return { failed: String(err) };
    }
  },
};
