/** What the runner hands every benchmark, and what a benchmark module exports. */
import type { TargetInput } from './targets.js';

export interface Settings {
  /** Measured seconds per load case (BENCH_SECONDS). */
  seconds: number;
  /** Discarded warm-up seconds before each load case (BENCH_WARMUP_SECONDS, 0 to skip). */
  warmupSeconds: number;
}

export interface BenchContext {
  settings: Settings;
  /** One line of output (stdout); benchmarks never use console.log. */
  print(line?: string): void;
  /** Registers a clean-up that also runs on Ctrl-C; returns a function that unregisters it. */
  onCleanup(fn: () => Promise<void>): () => void;
  /**
   * Records one performance target (printed at once and again in the run's summary). A target
   * that could not be measured is recorded too, with `skipped` saying why, so the summary always
   * lists every target.
   */
  target(line: TargetInput): void;
  /** A remark about the run that belongs in the report too (a stale build, a skipped part). */
  note(line: string): void;
}

export interface Benchmark {
  /** The name on the command line: `npm run bench -- <name>`. */
  readonly name: string;
  readonly summary: string;
  /** Runs, prints its own tables and returns a JSON-serialisable report for results/latest.json. */
  run(ctx: BenchContext): Promise<unknown>;
}
