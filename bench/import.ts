/**
 * Importing a history (issue 28): a CSV of 100 habits × 5 years uploaded to the real app and
 * applied through the job engine, while another person asks GET /api/habits, on PGlite and
 * PostgreSQL; see bench/README.md.
 */
import { localDay } from '@streakwise/shared';
import { sql } from 'drizzle-orm';
import { selectRows } from '../apps/server/src/db/client.js';
import { withBenchApp } from './lib/app.js';
import type { BenchDatabase } from './lib/databases.js';
import { recordOnEachDatabase, type RecordedDatabase } from './lib/on-each-database.js';
import { percentile, runClientWorker, statusCounts, type ServerSide } from './lib/export-client.js';
import { importFile, type ImportFile } from './lib/import-file.js';
import type { ImportJob, ImportRun } from './lib/import-worker.js';
import { formatTable } from './lib/table.js';
import type { Benchmark, BenchContext } from './lib/types.js';

const HISTORY_DAYS = 5 * 365 + 1;
const IMPORT_LIMIT_S = 60;
const LIST_P99_LIMIT_MS = 200;
const RSS_GROWTH_LIMIT_MB = 300;
const LIST_PAUSE_MS = 20;
const POLL_MS = 200;
const WORKER_LIMIT_MS = 600_000;
const WORKER = new URL('./lib/import-worker.ts', import.meta.url);

/** BENCH_IMPORT_HABITS (1–100, default 100): a smaller file for a quick try. */
function habitCount(): number {
  const raw = process.env.BENCH_IMPORT_HABITS;
  const n = raw ? Number(raw) : 100;
  if (!Number.isInteger(n) || n < 1 || n > 100) {
    throw new Error(`BENCH_IMPORT_HABITS must be a whole number from 1 to 100 (got "${raw}").`);
  }
  return n;
}

type Run = ImportRun & ServerSide;

interface DatabaseReport {
  database: string;
  detail: string;
  habits: number;
  rows: number;
  fileMb: number;
  previewMs: number;
  idle: Run;
  run: Run;
}

/** What the app holds for the importer's imported habits equals what the file said. */
async function checkStored(target: BenchDatabase, userId: string, file: ImportFile) {
  const rows = await selectRows<{ name: string; days: number; check_ins: number }>(
    target.database.db,
    sql`SELECT h.name, count(*)::int AS days, coalesce(sum(c.count), 0)::int AS check_ins
        FROM completions c JOIN habits h ON h.id = c.habit_id
        WHERE c.user_id = ${userId} AND h.name LIKE 'Imported habit %'
        GROUP BY h.name`,
  );
  const stored = new Map(rows.map((r) => [r.name, r]));
  const wrong: string[] = [];
  for (const [name, want] of file.expected) {
    const got = stored.get(name);
    if (got?.days !== want.days || got.check_ins !== want.checkIns) {
      wrong.push(
        `${name}: ${got?.days ?? 0} days/${got?.check_ins ?? 0} (file ${want.days}/${want.checkIns})`,
      );
    }
  }
  if (wrong.length > 0 || stored.size !== file.expected.size) {
    throw new Error(
      `INTEGRITY PROBLEM: ${wrong.length} habits differ from the file, ${stored.size} stored of ${file.expected.size}: ${wrong.slice(0, 3).join('; ')}`,
    );
  }
}

async function benchDatabase(ctx: BenchContext, target: BenchDatabase): Promise<DatabaseReport> {
  const today = localDay(new Date(), 'Europe/London');
  const habits = habitCount();
  // The job engine on, as in production: apply sends a pg-boss job.
  const setup = { today, env: { JOBS: 'on' } };
  return withBenchApp(ctx, target, setup, async ({ base, signedInUser }) => {
    ctx.print(`  seeding the importer and another person (20 habits × 1 y) on ${target.label}…`);
    const importer = await signedInUser({
      habitCount: 1,
      historyDays: 7,
      email: 'import-bench@example.com',
    });
    const other = await signedInUser({
      habitCount: 20,
      historyDays: 365,
      email: 'import-bench-other@example.com',
    });

    const file = importFile(today, habits, HISTORY_DAYS);
    const form = new FormData();
    form.append('source', 'csv');
    form.append('file', new Blob([file.csv], { type: 'text/csv' }), 'history.csv');
    const started = performance.now();
    const created = await fetch(`${base}/api/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${importer.token}` },
      body: form,
    });
    const previewMs = performance.now() - started;
    const preview = (await created.json()) as { _id: string; preview?: { days: number } };
    if (created.status !== 201 || preview.preview?.days !== file.rows) {
      throw new Error(
        `POST /api/imports: ${created.status} ${JSON.stringify(preview).slice(0, 300)}`,
      );
    }
    const job: ImportJob = {
      base,
      otherToken: other.token,
      idleMs: ctx.settings.seconds * 1000,
      listPauseMs: LIST_PAUSE_MS,
      pollMs: POLL_MS,
    };
    ctx.print(`  … GET /api/habits alone for ${ctx.settings.seconds} s`);
    const idle = await runClientWorker<ImportRun>(WORKER, job, 'idle list client did not finish');
    ctx.print(`  … applying ${file.rows.toLocaleString('en-GB')} rows (${habits} habits)`);
    const run = await runClientWorker<ImportRun>(
      WORKER,
      { ...job, importer: { token: importer.token, importId: preview._id } },
      `the import did not finish within ${WORKER_LIMIT_MS / 1000} s`,
      WORKER_LIMIT_MS,
    );
    if (run.status !== 'done') {
      throw new Error(`the import ended ${run.status}: ${JSON.stringify(run.view).slice(0, 300)}`);
    }
    await checkStored(target, importer.userId, file);
    ctx.print('  the stored days and check-ins equal the file’s');
    return {
      database: target.label,
      detail: target.detail,
      habits,
      rows: file.rows,
      fileMb: Buffer.byteLength(file.csv) / 1024 / 1024,
      previewMs,
      idle,
      run,
    };
  });
}

function printReport(ctx: BenchContext, report: DatabaseReport): void {
  ctx.print();
  ctx.print(`${report.database} (${report.detail})`);
  ctx.print(
    `  file: ${report.rows.toLocaleString('en-GB')} rows, ${report.habits} habits, ${report.fileMb.toFixed(1)} MB; upload and preview ${(report.previewMs / 1000).toFixed(2)} s`,
  );
  const row = (name: string, run: Run) => [
    name,
    run.status === 'idle' ? '—' : (run.ms / 1000).toFixed(2),
    String(run.list.length),
    percentile(run.list, 0.5).toFixed(1),
    percentile(run.list, 0.99).toFixed(1),
    Math.max(...run.list).toFixed(0),
    run.maxLoopDelayMs.toFixed(0),
    `${run.rssBeforeMb.toFixed(0)} → ${run.rssPeakMb.toFixed(0)}`,
  ];
  const headers = ['case', 's', 'lists', 'p50 ms', 'p99 ms', 'max ms', 'loop max ms', 'RSS MB'];
  const rows = [row('idle (list only)', report.idle), row('apply the import', report.run)];
  for (const line of formatTable(headers, rows)) ctx.print(`  ${line}`);
}

function recordTargets(
  ctx: BenchContext,
  { label, id, skipped }: RecordedDatabase,
  report: DatabaseReport | undefined,
) {
  const run = report?.run;
  const size = `${report?.habits ?? habitCount()} habits × 5 y`;
  ctx.target({
    id: `import.${id}.apply-100x5y`,
    case: `${label} import apply to done, ${size}`,
    figure: run ? { value: run.ms / 1000, unit: 's' } : null,
    goal: { of: 'figure', op: '≤', value: IMPORT_LIMIT_S, unit: 's' },
    ...(run && report
      ? {
          note: `${report.rows.toLocaleString('en-GB')} rows (${report.fileMb.toFixed(1)} MB); ${run.polls} looks at GET /api/imports/:id; upload and preview ${(report.previewMs / 1000).toFixed(1)} s`,
        }
      : skipped),
  });
  ctx.target({
    id: `import.${id}.list-p99`,
    case: `${label} another person's GET /api/habits p99 during the import`,
    figure: run ? { value: percentile(run.list, 0.99), unit: 'ms' } : null,
    ...(report
      ? { ceiling: { value: percentile(report.idle.list, 0.99), unit: 'ms', label: 'no import' } }
      : {}),
    goal: { of: 'figure', op: '<', value: LIST_P99_LIMIT_MS, unit: 'ms' },
    ...(run
      ? {
          note: `${run.list.length} lists (${statusCounts(run.listStatuses)}), p50 ${percentile(run.list, 0.5).toFixed(1)} ms, max ${Math.max(...run.list).toFixed(0)} ms; event loop held ${run.maxLoopDelayMs.toFixed(0)} ms at most`,
        }
      : skipped),
  });
  ctx.target({
    id: `import.${id}.rss-growth`,
    case: `${label} server RSS growth during the import (peak over before)`,
    figure: run ? { value: run.rssPeakMb - run.rssBeforeMb, unit: 'MB' } : null,
    goal: { of: 'figure', op: '<', value: RSS_GROWTH_LIMIT_MB, unit: 'MB' },
    ...(run
      ? {
          note: `${run.rssBeforeMb.toFixed(0)} → ${run.rssPeakMb.toFixed(0)} MB, sampled every 50 ms`,
        }
      : skipped),
  });
}

export const importBenchmark: Benchmark = {
  name: 'import',
  summary: 'a CSV of 100 habits × 5 years imported beside another person’s GET /api/habits',
  async run(ctx) {
    const reports = await recordOnEachDatabase(ctx, 'import', {
      bench: benchDatabase,
      print: printReport,
      record: recordTargets,
    });
    return {
      reports: reports.map(({ idle, run, ...rest }) => ({
        ...rest,
        idle: summary(idle),
        run: summary(run),
      })),
    };
  },
};

/** A run without its raw list timings, for results/latest.json. */
function summary({ list, ...run }: Run) {
  return {
    ...run,
    lists: list.length,
    listP50: percentile(list, 0.5),
    listP99: percentile(list, 0.99),
  };
}
