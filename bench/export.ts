/**
 * A big export beside the health check: 100 habits with 3 years of history, downloaded as XML
 * (then JSON and CSV) from the real app while a client asks GET /api/health one request at a
 * time, on PGlite and PostgreSQL; see bench/README.md.
 */
import { localDay } from '@streakwise/shared';
import Fastify from 'fastify';
import { listen, withBenchApp } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { recordOnEachDatabase, type RecordedDatabase } from './lib/on-each-database.js';
import {
  percentile,
  runExportClient,
  statusCounts,
  type ExportRun,
  type ServerSide,
} from './lib/export-client.js';
import { formatTable } from './lib/table.js';
import type { Benchmark, BenchContext } from './lib/types.js';

const HABITS = 100;
const HISTORY_DAYS = 3 * 365;
/** The XML export of it all, and GET /api/health's p99 meanwhile. */
const XML_LIMIT_S = 10;
const HEALTH_P99_LIMIT_MS = 200;
const HEALTH_PAUSE_MS = 20;
const FORMATS = ['xml', 'json', 'csv'] as const;

type Run = ExportRun & ServerSide;

interface DatabaseReport {
  database: string;
  detail: string;
  idle: Run;
  ceiling: Run;
  runs: Record<(typeof FORMATS)[number], Run>;
}

async function benchDatabase(ctx: BenchContext, target: BenchDatabase): Promise<DatabaseReport> {
  const today = localDay(new Date(), 'Europe/London');
  return withBenchApp(ctx, target, { today }, async ({ base, signedInUser }) => {
    ctx.print(`  seeding ${HABITS} habits × ${HISTORY_DAYS} days on ${target.label}…`);
    const { token } = await signedInUser({
      habitCount: HABITS,
      historyDays: HISTORY_DAYS,
      email: 'export-bench@example.com',
    });
    const job = {
      base,
      token,
      idleMs: ctx.settings.seconds * 1000,
      healthPauseMs: HEALTH_PAUSE_MS,
    };
    const idle = await runExportClient(job);
    // The ceiling: the same file from memory, by a bare Fastify route (also the warm-up).
    const exportPath = (format: string) => `/api/premium/export?format=${format}`;
    const file = await fetch(`${base}${exportPath('xml')}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    });
    const bytes = Buffer.from(await file.arrayBuffer());
    const bare = Fastify();
    try {
      bare.get('/file', (_request, reply) => reply.type('application/xml').send(bytes));
      const ceiling = await runExportClient({
        ...job,
        path: '/file',
        downloadBase: await listen(bare),
      });
      const runs = {} as DatabaseReport['runs'];
      for (const format of FORMATS) {
        ctx.print(`  … ${format} export on ${target.label}`);
        runs[format] = await runExportClient({ ...job, path: exportPath(format) });
        if (runs[format].status !== 200)
          throw new Error(`${format} export: ${runs[format].status}`);
      }
      return { database: target.label, detail: target.detail, idle, ceiling, runs };
    } finally {
      await bare.close();
    }
  });
}

const healthText = (run: Run) =>
  `${run.health.length} health replies (${statusCounts(run.healthStatuses)}), p50 ${percentile(run.health, 0.5).toFixed(1)} ms, max ${Math.max(...run.health).toFixed(0)} ms`;

function printReport(ctx: BenchContext, report: DatabaseReport): void {
  ctx.print();
  ctx.print(`${report.database} (${report.detail})`);
  const row = (name: string, run: Run) => [
    name,
    run.bytes ? (run.ms / 1000).toFixed(2) : '—',
    run.bytes ? `${(run.bytes / 1024 / 1024).toFixed(1)} MiB` : '—',
    String(run.health.length),
    percentile(run.health, 0.5).toFixed(1),
    percentile(run.health, 0.99).toFixed(1),
    Math.max(...run.health).toFixed(0),
    run.maxLoopDelayMs.toFixed(0),
    `${run.rssBeforeMb.toFixed(0)} → ${run.rssPeakMb.toFixed(0)}`,
  ];
  const rows = [
    row('idle (health only)', report.idle),
    row('bare route, same XML', report.ceiling),
    ...FORMATS.map((f) => row(`export ${f}`, report.runs[f])),
  ];
  const headers = ['case', 's', 'size', 'health', 'p50 ms', 'p99 ms', 'max ms', 'loop max ms'];
  for (const line of formatTable([...headers, 'RSS MB'], rows)) ctx.print(`  ${line}`);
}

function recordTargets(
  ctx: BenchContext,
  { label, id, skipped }: RecordedDatabase,
  report: DatabaseReport | undefined,
) {
  const xml = report?.runs.xml;
  ctx.target({
    id: `export.${id}.xml-100x3y`,
    case: `${label} XML export, ${HABITS} habits × 3 y`,
    figure: xml ? { value: xml.ms / 1000, unit: 's' } : null,
    ...(report
      ? { ceiling: { value: report.ceiling.ms / 1000, unit: 's', label: 'bare route, same file' } }
      : {}),
    goal: { of: 'figure', op: '<', value: XML_LIMIT_S, unit: 's' },
    ...(xml
      ? {
          note: `${(xml.bytes / 1024 / 1024).toFixed(1)} MiB, RSS ${xml.rssBeforeMb.toFixed(0)} → ${xml.rssPeakMb.toFixed(0)} MB`,
        }
      : skipped),
  });
  ctx.target({
    id: `export.${id}.health-p99`,
    case: `${label} GET /api/health p99 during that export`,
    figure: xml ? { value: percentile(xml.health, 0.99), unit: 'ms' } : null,
    ...(report
      ? { ceiling: { value: percentile(report.idle.health, 0.99), unit: 'ms', label: 'no export' } }
      : {}),
    goal: { of: 'figure', op: '<', value: HEALTH_P99_LIMIT_MS, unit: 'ms' },
    ...(xml
      ? { note: `${healthText(xml)}; event loop held ${xml.maxLoopDelayMs.toFixed(0)} ms at most` }
      : skipped),
  });
  for (const format of ['json', 'csv'] as const) {
    const run = report?.runs[format];
    ctx.target({
      id: `export.${id}.${format}-100x3y`,
      case: `${label} ${format.toUpperCase()} export, ${HABITS} habits × 3 y`,
      figure: run ? { value: run.ms / 1000, unit: 's' } : null,
      goal: null,
      ...(run
        ? {
            note: `${(run.bytes / 1024 / 1024).toFixed(1)} MiB; health p99 ${percentile(run.health, 0.99).toFixed(1)} ms`,
          }
        : skipped),
    });
  }
}

export const exportBenchmark: Benchmark = {
  name: 'export',
  summary: `XML, JSON and CSV exports of ${HABITS} habits × 3 years beside GET /api/health`,
  async run(ctx) {
    const reports = await recordOnEachDatabase(ctx, 'export', {
      bench: benchDatabase,
      print: printReport,
      record: recordTargets,
    });
    return {
      reports: reports.map(({ idle, ceiling, runs, ...rest }) => ({
        ...rest,
        idle: summary(idle),
        ceiling: summary(ceiling),
        runs: Object.fromEntries(Object.entries(runs).map(([f, r]) => [f, summary(r)])),
      })),
    };
  },
};

/** A run without its raw health timings, for results/latest.json. */
function summary({ health, ...run }: Run) {
  return {
    ...run,
    healthReplies: health.length,
    healthP50: percentile(health, 0.5),
    healthP99: percentile(health, 0.99),
  };
}
