import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { type LighthouseResult, runLighthouse } from './lib/lighthouse.js';
import { REPO_ROOT, staleBuild, startServer } from './lib/server-process.js';
import type { BenchContext, Benchmark } from './lib/types.js';
import { measureBundles, run } from './lib/web-bundles.js';
import type { RouteBytes } from './lib/web-bytes.js';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  LIGHTHOUSE_ATTEMPTS,
  type Preset,
  PRESETS,
  WEB_BUILD,
} from './lib/web-settings.js';
import { printLighthouse, recordBytes, recordLighthouse } from './lib/web-targets.js';

/**
 * The web app in a real browser, against the built app on the real server: (a) the JavaScript and
 * CSS each public route and the signed-in dashboard load, raw and gzip; (b) Lighthouse's
 * performance and accessibility scores of `/` (mobile and desktop presets). It measures the
 * existing build (`npm run build`; BENCH_BUILD=1 builds first) and says so when there is none or
 * it is older than the sources. See bench/README.md for what each number means.
 */

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
