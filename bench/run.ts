/**
 * `npm run bench [-- <name>...]`: runs the benchmarks (all by default), prints their tables and
 * every performance target beside its ceiling, ends with the summary of the targets, and writes
 * every report to bench/results/latest.json; a full run also writes docs/benchmarks.md's
 * performance section. One module per benchmark; add new ones to BENCHMARKS below.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { readBefore } from './lib/before.js';
import { performanceSection, writePerformanceSection } from './lib/docs.js';
import {
  describe,
  evaluate,
  skipReasons,
  summaryTable,
  tally,
  type TargetLine,
} from './lib/targets.js';
import type { Benchmark, BenchContext, Settings } from './lib/types.js';

const BENCHMARKS: Record<string, () => Promise<Benchmark>> = {
  api: async () => (await import('./api.js')).apiBenchmark,
  premium: async () => (await import('./premium.js')).premiumBenchmark,
  export: async () => (await import('./export.js')).exportBenchmark,
  server: async () => (await import('./server.js')).serverBenchmark,
  web: async () => (await import('./web.js')).webBenchmark,
  push: async () => (await import('./push.js')).pushBenchmark,
  import: async () => (await import('./import.js')).importBenchmark,
};

const RESULTS_FILE = new URL('./results/latest.json', import.meta.url);
/** A clean-up that hangs (a stuck database) must not keep the process alive. */
const CLEANUP_TIMEOUT_MS = 15_000;

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}

function readSettings(): Settings {
  return {
    seconds: intFromEnv('BENCH_SECONDS', 8, 1, 120),
    warmupSeconds: intFromEnv('BENCH_WARMUP_SECONDS', 1, 0, 30),
  };
}

function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

/** The commit the working tree is on, and whether it has changes of its own (read-only git). */
function commit(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: new URL('..', import.meta.url), encoding: 'utf8' }).trim();
    const head = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain').length > 0
      ? `commit ${head} with uncommitted changes`
      : `commit ${head}`;
  } catch {
    return 'an unknown commit';
  }
}

const cleanups = new Set<() => Promise<void>>();

async function runCleanups(): Promise<void> {
  const pending = [...cleanups].reverse();
  cleanups.clear();
  for (const fn of pending) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        console.error('bench: a clean-up timed out; moving on.');
        resolve();
      }, CLEANUP_TIMEOUT_MS);
    });
    await Promise.race([
      fn().catch((err: unknown) => console.error('bench: clean-up failed:', err)),
      timeout,
    ]);
    clearTimeout(timer);
  }
}

let stopping = false;
function onSignal(signal: NodeJS.Signals): void {
  if (stopping) {
    console.error(
      'bench: stopped without finishing the clean-up (a streakwise_bench_* database may remain).',
    );
    process.exit(130);
  }
  stopping = true;
  console.error(`\nbench: ${signal}, cleaning up (again to force)…`);
  void runCleanups().finally(() => process.exit(130));
}

/** Worker threads inherit tsx's loader only from Node 22 on; the repo pins 24 for npm scripts. */
const MIN_NODE_MAJOR = 22;

async function main(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MIN_NODE_MAJOR) {
    console.error(
      `bench needs Node ${MIN_NODE_MAJOR} or later (this is ${process.version}): run it with \`npm run bench\`, which uses the pinned Node.`,
    );
    process.exitCode = 1;
    return;
  }
  const requested = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = requested.filter((name) => !(name in BENCHMARKS));
  if (unknown.length > 0) {
    console.error(
      `Unknown benchmark: ${unknown.join(', ')}. Available: ${Object.keys(BENCHMARKS).join(', ')}.`,
    );
    process.exitCode = 2;
    return;
  }
  const names = requested.length > 0 ? requested : Object.keys(BENCHMARKS);
  const settings = readSettings();
  const startedAt = new Date();
  const host = machine();
  const targets: TargetLine[] = [];
  const notes: string[] = [];

  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const ctx: BenchContext = {
    settings,
    print,
    onCleanup(fn) {
      cleanups.add(fn);
      return () => cleanups.delete(fn);
    },
    target(input) {
      const line = evaluate(input);
      targets.push(line);
      print(`  → ${describe(line)}`);
    },
    note(line) {
      notes.push(line);
      print(`  note: ${line}`);
    },
  };

  print(`Streakwise benchmarks — ${startedAt.toISOString()}`);
  print(
    `machine: ${host.cpus} CPUs (${host.cpuModel}), ${host.memoryGiB} GiB, ${host.platform}; ` +
      `node ${host.node}; load average ${host.loadAverage.join(' ')}`,
  );
  print(
    `load: ${settings.seconds} s per case (+${settings.warmupSeconds} s warm-up, discarded); ` +
      'each case states its connections',
  );

  const reports: Record<string, unknown> = {};
  try {
    for (const name of names) {
      const load = BENCHMARKS[name];
      if (!load) continue;
      const benchmark = await load();
      print();
      print(`== ${benchmark.name}: ${benchmark.summary}`);
      // NOTE: one benchmark failing (a server that does not start, say) must not lose the others'
      // figures; the run still ends with the summary, and exits 1.
      try {
        reports[name] = await benchmark.run(ctx);
      } catch (err) {
        if (stopping) throw err;
        console.error(`bench: ${name} failed:`, err);
        ctx.note(
          `the ${name} benchmark failed (${String(err).split('\n')[0]}); its targets are missing`,
        );
        reports[name] = { failed: String(err) };
        process.exitCode = 1;
      }
    }
  } finally {
    await runCleanups();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  const durationSeconds = (Date.now() - startedAt.getTime()) / 1000;
  print();
  print(`== Performance targets (${targets.length}), ${Math.round(durationSeconds)} s in all`);
  print();
  for (const line of summaryTable(targets)) print(line);
  const counts = tally(targets);
  print();
  for (const reason of skipReasons(targets)) print(reason);
  print(
    `${counts.PASS} pass, ${counts.FAIL} fail, ${counts.info} shown for context, ${counts.SKIP} not measured`,
  );
  for (const note of notes) print(`note: ${note}`);

  mkdirSync(new URL('./', RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ date: startedAt.toISOString(), machine: host, settings, durationSeconds, notes, targets, benchmarks: reports }, null, 2)}\n`,
  );
  print();
  print(`Results written to bench/results/latest.json`);
  if (names.length === Object.keys(BENCHMARKS).length && process.env.BENCH_DOCS !== '0') {
    const section = performanceSection(
      {
        date: startedAt,
        durationSeconds,
        machine: { ...host, loadAverageAtEnd: machine().loadAverage },
        settings,
        commit: commit(),
        notes,
        targets,
      },
      readBefore(),
    );
    await writePerformanceSection(section);
    print('Performance section written to docs/benchmarks.md');
  } else {
    print('docs/benchmarks.md left as it is (only a full run writes it; BENCH_DOCS=0 skips it)');
  }
}

main().catch((err: unknown) => {
  console.error('bench failed:', err);
  process.exitCode = 1;
});
