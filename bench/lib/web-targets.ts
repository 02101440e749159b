import { kb } from './web-bundles.js';
import {
  BUDGET_KIB,
  CHROMIUM_PATH,
  DASHBOARD,
  LIGHTHOUSE_GOALS,
  type Preset,
  PRESETS,
} from './web-settings.js';
import type { LighthouseResult } from './lighthouse.js';
import { formatTable } from './table.js';
import type { TargetInput } from './targets.js';
import type { BenchContext } from './types.js';
import { type RouteBytes, totalGzipKiB } from './web-bytes.js';

/* The web benchmark's (bench/web.ts) printed Lighthouse scores and recorded targets. */

function ms(value: number | null): string {
  return value === null ? '—' : Math.round(value).toLocaleString('en-GB');
}

export function printLighthouse(
  ctx: BenchContext,
  origin: string,
  results: LighthouseResult[],
): void {
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
export function recordBytes(ctx: BenchContext, routes: RouteBytes[], why?: string): void {
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
export function recordLighthouse(
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
