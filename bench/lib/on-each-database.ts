import { findPostgres, openPglite, openPostgres, type BenchDatabase } from './databases.js';
import type { BenchContext } from './types.js';

/*
 * The loop the database benchmarks share: a fresh database, measured and printed, then disposed
 * (on Ctrl-C too). A failure is logged and exits the run 1, and the next database still runs, so
 * every target is still listed (as not measured).
 */

export interface DatabaseOutcome<R> {
  label: string;
  report?: R;
  /** Why there is no report: "failed: …". */
  failed?: string;
}

/** `bench` on one database, opened by `open`; `name` is the benchmark's, for the failure log. */
export async function onDatabase<R>(
  ctx: BenchContext,
  name: string,
  open: () => Promise<BenchDatabase>,
  bench: (target: BenchDatabase) => Promise<R>,
  print: (report: R) => void,
): Promise<DatabaseOutcome<R>> {
  const target = await open();
  const unregister = ctx.onCleanup(() => target.dispose());
  try {
    const report = await bench(target);
    print(report);
    return { label: target.label, report };
  } catch (err) {
    console.error(`bench: ${name} on ${target.label} failed:`, err);
    process.exitCode = 1;
    return { label: target.label, failed: `failed: ${String(err).split('\n')[0]}` };
  } finally {
    await target.dispose();
    unregister();
  }
}

/**
 * `bench` on PGlite, then on PostgreSQL when one is found (else the reason is printed, and given
 * as `postgresSkipped`). `each` hears of each database as it finishes.
 */
export async function onEachDatabase<R>(
  ctx: BenchContext,
  name: string,
  bench: (target: BenchDatabase) => Promise<R>,
  print: (report: R) => void,
  each?: (outcome: DatabaseOutcome<R>) => void,
): Promise<{ outcomes: DatabaseOutcome<R>[]; reports: R[]; postgresSkipped?: string }> {
  const postgres = await findPostgres();
  const opens: (() => Promise<BenchDatabase>)[] = [openPglite];
  if ('url' in postgres) opens.push(() => openPostgres(postgres.url));
  else ctx.print(`  ${postgres.skipped}`);
  const outcomes: DatabaseOutcome<R>[] = [];
  for (const open of opens) {
    const outcome = await onDatabase(ctx, name, open, bench, print);
    outcomes.push(outcome);
    each?.(outcome);
  }
  return {
    outcomes,
    reports: outcomes.flatMap((o) => (o.report === undefined ? [] : [o.report])),
    ...('url' in postgres ? {} : { postgresSkipped: postgres.skipped }),
  };
}

/** The database a benchmark records its targets for: its label, its part of a target's id. */
export interface RecordedDatabase {
  label: string;
  id: 'pg' | 'pglite';
  /** What a target not measured on it says instead of a note. */
  skipped: { skipped: string };
}

/**
 * `onEachDatabase` for a benchmark's three steps, with each database's targets recorded by
 * `record` as it finishes (without a report when it failed), and PostgreSQL's recorded as skipped
 * (with the reason) when none was found. The reports of the databases measured.
 */
export async function recordOnEachDatabase<R>(
  ctx: BenchContext,
  name: string,
  steps: {
    bench: (ctx: BenchContext, target: BenchDatabase) => Promise<R>;
    print: (ctx: BenchContext, report: R) => void;
    record: (ctx: BenchContext, on: RecordedDatabase, report: R | undefined) => void;
  },
): Promise<R[]> {
  const record = (label: string, report: R | undefined, why: string | undefined) => {
    const id = label === 'PostgreSQL' ? 'pg' : 'pglite';
    steps.record(ctx, { label, id, skipped: { skipped: why ?? `${label} case missing` } }, report);
  };
  const { reports, postgresSkipped } = await onEachDatabase(
    ctx,
    name,
    (target) => steps.bench(ctx, target),
    (report) => steps.print(ctx, report),
    (outcome) => record(outcome.label, outcome.report, outcome.failed),
  );
  if (postgresSkipped) record('PostgreSQL', undefined, postgresSkipped);
  return reports;
}
