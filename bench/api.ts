import { localDay } from '@streakwise/shared';
import { TIME_ZONE } from './api-jobs.js';
import { benchPglite } from './api-pglite.js';
import { benchPostgres } from './api-postgres.js';
import { type ApiReport, type DatabaseReport, recordApiTargets } from './api-targets.js';
import { caseSamples, casesTable } from './lib/api-cases.js';
import { type BenchDatabase, findPostgres, openPglite, openPostgres } from './lib/databases.js';
import { onDatabase } from './lib/on-each-database.js';
import type { BenchContext, Benchmark } from './lib/types.js';

/**
 * The API under concurrent load, each case beside its ceiling measured in the same run: on
 * PostgreSQL, GET /api/habits (20 habits, a year of history; at 20 and 50 connections; then 30
 * days and 3 years of history, 100 habits, and a year asked for with ?from=), GET /api/auth/me,
 * GET /api/gamification/stats and the check-in, each beside a bare Fastify route serving the same
 * reply, and the check-in beside pgbench replaying its SQL; then the list and the check-in on
 * PGlite. See bench/README.md for what each number means.
 */

function printDatabase(ctx: BenchContext, report: DatabaseReport): void {
  ctx.print();
  ctx.print(`${report.database} — ${report.detail}`);
  for (const u of report.users) {
    ctx.print(
      `  data "${u.key}": ${u.habits} habits, ${u.historyDays} days: ${u.rows.completions} completions, ` +
        `${u.rows.checkIns} check-ins, ${u.rows.pointEntries} ledger rows, ${u.rows.badges} badges ` +
        `(seeded in ${(u.seedMs / 1000).toFixed(1)} s)`,
    );
  }
  for (const line of casesTable(report.cases)) ctx.print(`  ${line}`);
  for (const c of report.cases) {
    if (c.note) ctx.print(`  ${c.label}: ${c.note}`);
    for (const line of caseSamples(c)) ctx.print(`  ${line}`);
  }
  const p = report.pgbench;
  if (p && 'tps' in p) {
    ctx.print(
      `  pgbench (same SQL as one check-in: ${p.script.statements} statements, ${p.script.inTransaction} ` +
        `in its transaction; ${p.command}): ${Math.round(p.tps)} tps, ${p.latencyMs ?? '?'} ms average, ` +
        `${p.failed} failed; script in bench/results/check-in.pgbench.sql`,
    );
  } else if (p) ctx.print(`  pgbench: not run (${p.skipped})`);
  const i = report.integrity;
  ctx.print(
    i.ok
      ? `  integrity after load: ok (points ${i.userPoints} = ledger sum; every day's count = its check-ins; none over target)`
      : `  INTEGRITY PROBLEM after load: user points ${i.userPoints}, ledger sum ${i.ledgerSum}, ` +
          `${i.countMismatches} count/check-in mismatches, ${i.overTarget} days over target`,
  );
  for (const sample of i.ok ? [] : i.samples) ctx.print(`    ${JSON.stringify(sample)}`);
}

async function run(ctx: BenchContext): Promise<ApiReport> {
  const today = localDay(new Date(), TIME_ZONE);
  const wanted = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');
  const report: ApiReport = { today, skipped: {} };
  const open = async (
    which: 'postgres' | 'pglite',
    bench: (target: BenchDatabase) => Promise<DatabaseReport>,
  ) => {
    if (!wanted.includes(which)) {
      report.skipped[which] = `not in BENCH_DATABASES (${wanted.join(',')})`;
      return;
    }
    let openTarget = openPglite;
    if (which === 'postgres') {
      const found = await findPostgres();
      if (!('url' in found)) {
        report.skipped[which] = found.skipped;
        ctx.print(`  ${found.skipped}`);
        return;
      }
      openTarget = () => openPostgres(found.url);
    }
    // The other database still runs, and every target is still listed (as not measured).
    const outcome = await onDatabase(ctx, 'api', openTarget, bench, (result) =>
      printDatabase(ctx, result),
    );
    if (outcome.report) report[which] = outcome.report;
    else report.skipped[which] = outcome.failed;
  };
  await open('postgres', (target) => benchPostgres(ctx, target, today));
  await open('pglite', (target) => benchPglite(ctx, target, today));
  ctx.print();
  recordApiTargets(ctx, report);
  return report;
}

export const apiBenchmark: Benchmark = {
  name: 'api',
  summary:
    'GET /api/habits, /api/auth/me, /api/gamification/stats and the check-in on PostgreSQL and PGlite, beside same-object ceilings and pgbench',
  run,
};
