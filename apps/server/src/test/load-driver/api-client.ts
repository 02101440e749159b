import type { DriverOptions } from './model.js';
import { Recorder } from './recorder.js';

/* The load driver's HTTP calls over `fetch`, each timed and recorded under its endpoint. */

/** What one call came to: a reply, a refused connection (never reached the server), or unknown. */
export type Outcome =
  | { kind: 'reply'; status: number; body: unknown }
  | { kind: 'refused' }
  | { kind: 'in-doubt'; error: string };

/** The error code undici hides in `cause` ('ECONNREFUSED', 'UND_ERR_SOCKET', …). */
function errorCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if (err instanceof Error && err.name === 'TimeoutError') return 'timeout';
  return err instanceof Error ? err.message : String(err);
}

export class ApiClient {
  /** The calls of each phase: sign-up and habits, the load, reading back. */
  readonly setup = new Recorder();
  readonly load = new Recorder();
  readonly verification = new Recorder();

  constructor(private readonly options: DriverOptions) {}

  /** One HTTP call, timed and recorded under `endpoint`. */
  async call(
    recorder: Recorder,
    endpoint: string,
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Outcome> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let outcome: Outcome;
    try {
      const res = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers,
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
        signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 30_000),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON: kept as text for the report.
      }
      outcome = { kind: 'reply', status: res.status, body };
    } catch (err) {
      const code = errorCode(err);
      // NOTE: only a refused connection proves the request never reached the server; a reset or
      // a timeout may have come after the server committed it.
      outcome = code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'in-doubt', error: code };
    }
    recorder.record(endpoint, outcome, performance.now() - started);
    return outcome;
  }

  /** A call that must answer `status`; its body. */
  async must<T>(
    endpoint: string,
    status: number,
    method: string,
    path: string,
    opts: { token?: string; body?: unknown } = {},
  ): Promise<T> {
    const outcome = await this.call(this.setup, endpoint, method, path, opts);
    if (outcome.kind !== 'reply' || outcome.status !== status) {
      const got =
        outcome.kind === 'reply'
          ? `${outcome.status} ${JSON.stringify(outcome.body)}`
          : outcome.kind;
      throw new Error(`${endpoint}: expected ${status}, got ${got}`);
    }
    return outcome.body as T;
  }
}
