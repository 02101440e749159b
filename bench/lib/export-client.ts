/**
 * Runs the export benchmark's client (export-worker.ts), or another benchmark's, in a worker
 * thread, while the main thread (the server under test) records its longest event-loop delay and
 * its peak RSS.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export interface ExportJob {
  /** Only http://127.0.0.1 targets are accepted. */
  base: string;
  token: string;
  /** The export to download, or none: only /api/health for `idleMs`. */
  path?: string;
  /** Where the file is downloaded from when not `base` (the bare route of the ceiling). */
  downloadBase?: string;
  idleMs: number;
  /** Between one health reply and the next request. */
  healthPauseMs: number;
}

export interface ExportRun {
  ms: number;
  status: number;
  bytes: number;
  /** Each GET /api/health's time, in milliseconds. */
  health: number[];
  healthStatuses: Record<string, number>;
}

export interface ServerSide {
  /** The longest the main thread's event loop was held, in milliseconds. */
  maxLoopDelayMs: number;
  /** RSS at the start, and its peak while the client ran (sampled every 50 ms), in MB. */
  rssBeforeMb: number;
  rssPeakMb: number;
}

const MB = 1024 * 1024;
const WORKER_LIMIT_MS = 180_000;

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/** Replies counted by status, as "200×41 503×2". */
export const statusCounts = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

export function runExportClient(job: ExportJob): Promise<ExportRun & ServerSide> {
  for (const url of [job.base, job.downloadBase ?? job.base]) {
    const target = new URL(url);
    if (target.protocol !== 'http:' || target.hostname !== '127.0.0.1') {
      return Promise.reject(new Error(`refusing to load anything but http://127.0.0.1 (${url})`));
    }
  }
  return runClientWorker<ExportRun>(
    new URL('./export-worker.ts', import.meta.url),
    job,
    `export client did not finish: ${job.path ?? 'idle'}`,
  );
}

/**
 * Runs a benchmark client in a worker thread (its own event loop), while this thread (the server
 * under test) records its longest event-loop delay and its peak RSS; the worker posts one result.
 */
export function runClientWorker<Run>(
  file: URL,
  job: unknown,
  timeoutMessage: string,
  limitMs = WORKER_LIMIT_MS,
): Promise<Run & ServerSide> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const rssBeforeMb = process.memoryUsage.rss() / MB;
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => {
    rssPeakMb = Math.max(rssPeakMb, process.memoryUsage.rss() / MB);
  }, 50);
  return new Promise<Run & ServerSide>((resolve, reject) => {
    const worker = new Worker(file, { workerData: job });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sampler);
      loop.disable();
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(() => reject(new Error(timeoutMessage))), limitMs);
    worker.once('message', (run: Run) =>
      finish(() => resolve({ ...run, maxLoopDelayMs: loop.max / 1e6, rssBeforeMb, rssPeakMb })),
    );
    worker.once('error', (err: unknown) =>
      finish(() =>
        reject(err instanceof Error ? err : new Error('bench client failed', { cause: err })),
      ),
    );
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`bench client exited (${code}) without a result`))),
    );
  });
}
