/**
 * Lighthouse's performance and accessibility of a page, with the mobile (default) or desktop
 * preset, in Debian's Chromium launched headless by chrome-launcher.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { BenchContext } from './types.js';

export interface LighthouseResult {
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

function score(value: number | null | undefined): number | null {
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

export async function runLighthouse(
  ctx: BenchContext,
  url: string,
  preset: 'mobile' | 'desktop',
  chrome: { path: string; args: string[] },
): Promise<LighthouseResult> {
  const launched = await chromeLauncher.launch({
    chromePath: chrome.path,
    chromeFlags: ['--headless=new', ...chrome.args],
    logLevel: 'silent',
  });
  const unregister = ctx.onCleanup(async () => launched.kill());
  try {
    const result = await lighthouse(
      url,
      {
        port: launched.port,
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
    launched.kill();
    unregister();
  }
}
