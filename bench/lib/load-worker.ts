/**
 * The load generator, in its own thread: one autocannon run, summarised and posted back.
 * Latency percentiles come from our own 10 µs histogram of every response (autocannon's own
 * histogram has 1 ms resolution, too coarse for a sub-millisecond bare route).
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { LoadJob, LoadSummary } from './load.js';

const job = workerData as LoadJob;

const BUCKET_MS = 0.01;
const BUCKETS = 1_000_000; // 10 µs up to 10 s; slower responses land in the last bucket
const histogram = new Uint32Array(BUCKETS);
let recorded = 0;
let sumMs = 0;
let maxMs = 0;
const statuses: Record<string, number> = {};

function record(status: number, ms: number): void {
  statuses[status] = (statuses[status] ?? 0) + 1;
  histogram[Math.min(BUCKETS - 1, Math.floor(ms / BUCKET_MS))]! += 1;
  recorded += 1;
  sumMs += ms;
  if (ms > maxMs) maxMs = ms;
}

function percentile(q: number): number {
  if (recorded === 0) return 0;
  const rank = Math.ceil(q * recorded);
  let seen = 0;
  for (let i = 0; i < BUCKETS; i += 1) {
    seen += histogram[i]!;
    if (seen >= rank) return (i + 0.5) * BUCKET_MS;
  }
  return maxMs;
}

/** The first few non-2xx bodies, so a reader can tell a 409 ALREADY_COMPLETE from a failure. */
const samples: { status: number; body: string; path?: string }[] = [];
const SAMPLE_LIMIT = 5;

function onResponse(status: number, body: string, context: { path?: string }): void {
  if (status >= 200 && status < 300) return;
  if (samples.length < SAMPLE_LIMIT) {
    samples.push({
      status,
      body: body.slice(0, 300),
      ...(context.path ? { path: context.path } : {}),
    });
  }
}

/**
 * The request sequence. For a rotation: each request takes the next path of the current simulated
 * day; starting a new day moves the shared day offset (the server's clock) one day on, up to
 * maxDay. The days repeat in a cycle.
 */
function requestSequence(rotation: LoadJob['rotation']): autocannon.Request[] {
  if (!rotation) return [{ onResponse }];
  const day = new Int32Array(rotation.day);
  const firstDay = Atomics.load(day, 0) + 1;
  const perDay = rotation.days[0]?.length ?? 0;
  if (perDay === 0 || rotation.days.some((paths) => paths.length !== perDay)) {
    throw new Error('a rotation needs days of equal, non-zero length');
  }
  let issued = 0;
  return [
    {
      onResponse,
      setupRequest: (request, context: { path?: string }) => {
        const n = issued;
        issued += 1;
        const dayIndex = Math.floor(n / perDay);
        const wanted = firstDay + dayIndex;
        if (n % perDay === 0 && wanted <= rotation.maxDay) Atomics.store(day, 0, wanted);
        const path = rotation.days[dayIndex % rotation.days.length]![n % perDay]!;
        context.path = path;
        const person = rotation.personOfPath?.[path] ?? rotation.person;
        const week = Math.floor(Math.min(wanted, rotation.maxDay) / 7);
        const authorization = rotation.bearerByWeek[person]?.[week] ?? '';
        return { ...request, path, headers: { ...request.headers, authorization } };
      },
    },
  ];
}

const options: autocannon.Options = {
  url: job.url,
  method: job.method,
  headers: job.headers,
  connections: job.connections,
  duration: job.seconds,
  pipelining: 1,
  timeout: 10,
  ...(job.body !== undefined ? { body: job.body } : {}),
  requests: requestSequence(job.rotation),
};

const instance = autocannon(options, (err: unknown, result) => {
  if (err) throw err instanceof Error ? err : new Error('autocannon failed', { cause: err });
  // NOTE: autocannon 9 histograms carry `mean`; `average` (still in @types/autocannon 7) is undefined.
  const perSecond = Number.isFinite(result.requests.mean)
    ? result.requests.mean
    : recorded / result.duration;
  const summary: LoadSummary = {
    requestsPerSecond: perSecond,
    responses: recorded,
    durationSeconds: result.duration,
    latencyMs: {
      p50: percentile(0.5),
      p90: percentile(0.9),
      p99: percentile(0.99),
      mean: recorded ? sumMs / recorded : 0,
      max: maxMs,
    },
    statuses,
    non2xx: Object.entries(statuses)
      .filter(([status]) => !status.startsWith('2'))
      .reduce((n, [, count]) => n + count, 0),
    errors: result.errors,
    timeouts: result.timeouts,
    samples,
    ...(job.rotation ? { lastDay: Atomics.load(new Int32Array(job.rotation.day), 0) } : {}),
  };
  parentPort?.postMessage(summary);
});
instance.on('response', (_client, status, _bytes, responseTime) => record(status, responseTime));
