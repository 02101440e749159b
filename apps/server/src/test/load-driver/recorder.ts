import type { Outcome } from './api-client.js';

/* Per-endpoint counts and latencies, for the load driver's report. */

export interface EndpointSummary {
  endpoint: string;
  requests: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
  /** Connection errors and timeouts (refused connections included). */
  networkErrors: number;
  /** Status → count, e.g. { 200: 512, 409: 3 }. */
  statuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
}

export interface Failure {
  endpoint: string;
  what: string;
}

/** Per-endpoint counts and latencies of one phase (setup, load, verification). */
export class Recorder {
  private readonly byEndpoint = new Map<
    string,
    { latencies: number[]; statuses: Map<number, number>; network: number }
  >();
  /** The first few 5xx and network errors, and separately the first few 4xx, for a report. */
  readonly failures: Failure[] = [];
  readonly clientErrorSamples: Failure[] = [];

  record(endpoint: string, outcome: Outcome, ms: number): void {
    let entry = this.byEndpoint.get(endpoint);
    if (!entry) {
      entry = { latencies: [], statuses: new Map(), network: 0 };
      this.byEndpoint.set(endpoint, entry);
    }
    if (outcome.kind !== 'reply') {
      entry.network += 1;
      if (this.failures.length < 10) {
        const what = outcome.kind === 'refused' ? 'connection refused' : outcome.error;
        this.failures.push({ endpoint, what });
      }
      return;
    }
    entry.latencies.push(ms);
    entry.statuses.set(outcome.status, (entry.statuses.get(outcome.status) ?? 0) + 1);
    const sample = { endpoint, what: `${outcome.status} ${JSON.stringify(outcome.body)}` };
    if (outcome.status >= 500 && this.failures.length < 10) this.failures.push(sample);
    else if (outcome.status >= 400 && outcome.status < 500 && this.clientErrorSamples.length < 10)
      this.clientErrorSamples.push(sample);
  }

  summaries(): EndpointSummary[] {
    return [...this.byEndpoint].map(([endpoint, { latencies, statuses, network }]) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      const inRange = (lo: number, hi: number) =>
        [...statuses].reduce(
          (n, [status, count]) => (status >= lo && status < hi ? n + count : n),
          0,
        );
      return {
        endpoint,
        requests: latencies.length + network,
        ok: inRange(200, 300),
        clientErrors: inRange(400, 500),
        serverErrors: inRange(500, 600),
        networkErrors: network,
        statuses: Object.fromEntries([...statuses].map(([s, n]) => [String(s), n])),
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
      };
    });
  }
}

/** Nearest-rank percentile of an ascending array (0 when empty). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** What the driver knows one habit's count on one day must be. */
