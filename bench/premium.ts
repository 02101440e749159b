/**
 * Premium's heavy reads: a year of analytics and the PDF export, for users with 1, 10 and 100
 * habits and a year of history, on PGlite and PostgreSQL. Each case is timed one request at a time
 * (the median of several), so the table shows how the cost grows with habit-days; see
 * bench/README.md.
 */
import { localDay } from '@streakwise/shared';
import { withBenchApp } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { onEachDatabase } from './lib/on-each-database.js';
import { HISTORY_DAYS } from './lib/seed.js';
import { formatTable } from './lib/table.js';
import type { Benchmark, BenchContext } from './lib/types.js';

const HABIT_COUNTS = [1, 10, 100] as const;
/** On PostgreSQL: a year of analytics for 100 habits, and the PDF of a year of 10 habits. */
const ANALYTICS_LIMIT_MS = 150;
const PDF_LIMIT_MS = 1000;
/** Timed requests per case after one untimed warm-up request. */
const RUNS = { analytics: 15, pdf: 5 } as const;

interface CaseTiming {
  case: string;
  habits: number;
  habitDays: number;
  medianMs: number;
  minMs: number;
  bytes: number;
}

interface DatabaseReport {
  database: string;
  detail: string;
  cases: CaseTiming[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** One request at a time, reading the whole body; the timings in milliseconds and the size. */
async function time(url: string, token: string, runs: number) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) {
      throw new Error(`${url}: ${response.status} ${new TextDecoder().decode(body)}`);
    }
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  await once();
  const timings: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i += 1) {
    const result = await once();
    timings.push(result.ms);
    bytes = result.bytes;
  }
  return { medianMs: median(timings), minMs: Math.min(...timings), bytes };
}

async function benchDatabase(
  ctx: BenchContext,
  target: BenchDatabase,
  today: string,
): Promise<DatabaseReport> {
  return withBenchApp(ctx, target, { today }, async ({ base, signedInUser }) => {
    const cases: CaseTiming[] = [];
    for (const habitCount of HABIT_COUNTS) {
      ctx.print(`  seeding ${habitCount} habit(s) × ${HISTORY_DAYS} days on ${target.label}…`);
      const email = `premium-bench-${habitCount}@example.com`;
      const { token } = await signedInUser({ habitCount, email });
      const habitDays = habitCount * HISTORY_DAYS;
      const analytics = await time(
        `${base}/api/premium/analytics?period=1y`,
        token,
        RUNS.analytics,
      );
      cases.push({ case: 'analytics 1y', habits: habitCount, habitDays, ...analytics });
      const pdf = await time(`${base}/api/premium/export?format=pdf`, token, RUNS.pdf);
      cases.push({ case: 'export pdf (all)', habits: habitCount, habitDays, ...pdf });
    }
    return { database: target.label, detail: target.detail, cases };
  });
}

function printReport(ctx: BenchContext, report: DatabaseReport): void {
  ctx.print();
  ctx.print(`${report.database} (${report.detail})`);
  const rows = report.cases.map((c) => [
    c.case,
    String(c.habits),
    String(c.habitDays),
    c.medianMs.toFixed(1),
    c.minMs.toFixed(1),
    ((c.medianMs / c.habitDays) * 1000).toFixed(1),
    `${(c.bytes / 1024).toFixed(1)} KiB`,
  ]);
  for (const line of formatTable(
    ['case', 'habits', 'habit-days', 'median ms', 'min ms', 'ms per 1k habit-days', 'size'],
    rows,
  ))
    ctx.print(`  ${line}`);
}

export const premiumBenchmark: Benchmark = {
  name: 'premium',
  summary:
    'GET /api/premium/analytics?period=1y and the PDF export for 1, 10 and 100 habits with a year of history, one request at a time',
  async run(ctx) {
    const today = localDay(new Date(), 'Europe/London');
    const { outcomes, reports, postgresSkipped } = await onEachDatabase(
      ctx,
      'premium',
      (target) => benchDatabase(ctx, target, today),
      (report) => printReport(ctx, report),
    );
    const failed = outcomes.findLast((o) => o.failed)?.failed;
    recordTargets(ctx, reports, postgresSkipped ?? failed);
    return { reports };
  },
};

function recordTargets(ctx: BenchContext, reports: DatabaseReport[], skipped?: string): void {
  const pg = reports.find((r) => r.database === 'PostgreSQL');
  const line = (id: string, label: string, name: string, habits: number, limitMs: number) => {
    const c = pg?.cases.find((x) => x.case === name && x.habits === habits);
    ctx.target({
      id,
      case: label,
      figure: c ? { value: c.medianMs, unit: 'ms' } : null,
      goal: { of: 'figure', op: '<', value: limitMs, unit: 'ms' },
      ...(c
        ? { note: `fastest ${c.minMs.toFixed(0)} ms, ${(c.bytes / 1024).toFixed(1)} KiB` }
        : { skipped: skipped ?? 'PostgreSQL case missing' }),
    });
  };
  line(
    'premium.pg.analytics-100',
    `PostgreSQL analytics 1 y, 100 habits × 1 y, median of ${RUNS.analytics}`,
    'analytics 1y',
    100,
    ANALYTICS_LIMIT_MS,
  );
  line(
    'premium.pg.pdf-10',
    `PostgreSQL PDF export, 10 habits × 1 y, median of ${RUNS.pdf}`,
    'export pdf (all)',
    10,
    PDF_LIMIT_MS,
  );
}
