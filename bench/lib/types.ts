/** What the runner hands every benchmark, and what a benchmark module exports. */
export interface Settings {
  /** Measured seconds per load case (BENCH_SECONDS). */
  seconds: number;
  /** Concurrent connections per load case (BENCH_CONNECTIONS). */
  connections: number;
  /** Discarded warm-up seconds before each load case (BENCH_WARMUP_SECONDS, 0 to skip). */
  warmupSeconds: number;
}

export interface BenchContext {
  settings: Settings;
  /** One line of output (stdout); benchmarks never use console.log. */
  print(line?: string): void;
  /** Registers a clean-up that also runs on Ctrl-C; returns a function that unregisters it. */
  onCleanup(fn: () => Promise<void>): () => void;
}

export interface Benchmark {
  /** The name on the command line: `npm run bench -- <name>`. */
  readonly name: string;
  readonly summary: string;
  /** Runs, prints its own tables and returns a JSON-serialisable report for results/latest.json. */
  run(ctx: BenchContext): Promise<unknown>;
}
