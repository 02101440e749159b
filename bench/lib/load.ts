/**
 * Runs one autocannon load case in a worker thread, so the load generator does not share an event
 * loop with the servers under test (they run on the main thread).
 */
import { Worker } from 'node:worker_threads';
import type { CpuUse } from './cpu-use.js';

export interface Rotation {
  /**
   * The simulated days, repeated in a cycle: the paths requested in turn on each day (every day
   * the same number of requests).
   */
  days: string[][];
  /**
   * The bearer header of each week of simulated days, per person (api-setup.ts's `bearerByWeek`):
   * a request takes its person's header for the day it is sent on.
   */
  bearerByWeek: Record<string, string[]>;
  /** Whose path it is, when several people load; else `person`. */
  personOfPath?: Record<string, string>;
  person: string;
  /**
   * Int32 day offset shared with the server's clock: the worker moves it one day on each time it
   * starts a new day's paths, up to `maxDay`.
   */
  day: SharedArrayBuffer;
  maxDay: number;
}

export interface LoadJob {
  /** Only http://127.0.0.1 targets are accepted. */
  url: string;
  method: 'GET' | 'PATCH';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
  rotation?: Rotation;
}

export interface LoadSummary {
  /** Mean of autocannon's per-second samples. */
  requestsPerSecond: number;
  /** Responses received in the measured window. */
  responses: number;
  durationSeconds: number;
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  /** Count per HTTP status. */
  statuses: Record<string, number>;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  /** The first few non-2xx replies (status and the start of the body). */
  samples: { status: number; body: string; path?: string }[];
  /** Set for a rotation: the last day offset the worker moved the clock to. */
  lastDay?: number;
  /** The measured run's CPU time per response (measure.ts; Linux only). */
  cpu?: CpuUse;
}

/** Beyond the measured time, how long a worker may take to start and report before it is killed. */
const WORKER_GRACE_MS = 30_000;

export function runLoad(job: LoadJob): Promise<LoadSummary> {
  const target = new URL(job.url);
  if (target.protocol !== 'http:' || target.hostname !== '127.0.0.1') {
    return Promise.reject(new Error(`refusing to load anything but http://127.0.0.1 (${job.url})`));
  }
  return new Promise<LoadSummary>((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), { workerData: job });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`load worker did not finish: ${job.method} ${job.url}`))),
      job.seconds * 1000 + WORKER_GRACE_MS,
    );
    worker.once('message', (summary: LoadSummary) => finish(() => resolve(summary)));
    worker.once('error', (err: unknown) =>
      finish(() =>
        reject(err instanceof Error ? err : new Error('load worker failed', { cause: err })),
      ),
    );
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`load worker exited (${code}) without a result`))),
    );
  });
}
