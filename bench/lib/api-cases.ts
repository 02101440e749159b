/**
 * One API load case, measured right after its same-object ceiling (so both see the machine in the
 * same state), and the table that prints a database's cases.
 */
import type { CapturedReply, CeilingServer } from './ceiling.js';
import type { LoadJob, LoadSummary } from './load.js';
import { measure, statusMix } from './measure.js';
import { formatTable } from './table.js';
import type { BenchContext } from './types.js';

export interface CaseSpec {
  key: string;
  label: string;
  connections: number;
  job: Omit<LoadJob, 'seconds' | 'connections'>;
  /** The captured reply served as this case's ceiling (none: no ceiling measured). */
  ceiling?: CapturedReply;
}

export interface CaseResult {
  key: string;
  label: string;
  connections: number;
  load: LoadSummary;
  ceiling?: LoadSummary;
  replyBytes?: number;
  note?: string;
}

export async function runCase(
  ctx: BenchContext,
  database: string,
  spec: CaseSpec,
  ceilings?: CeilingServer,
): Promise<CaseResult> {
  let ceiling: LoadSummary | undefined;
  if (spec.ceiling && ceilings) {
    // The same request (method, headers, body) to the bare route serving the same reply.
    const { rotation: _rotation, ...request } = spec.job;
    ceiling = await measure(ctx, `ceiling: ${spec.label}`, {
      ...request,
      url: ceilings.url(spec.ceiling.name),
      connections: spec.connections,
    });
  }
  const load = await measure(ctx, `${database} ${spec.label}`, {
    ...spec.job,
    connections: spec.connections,
  });
  return {
    key: spec.key,
    label: spec.label,
    connections: spec.connections,
    load,
    ...(ceiling ? { ceiling } : {}),
    ...(spec.ceiling ? { replyBytes: spec.ceiling.bytes } : {}),
  };
}

const HEADERS = [
  'case',
  'conn',
  'req/s',
  'p50 ms',
  'p99 ms',
  'non-2xx',
  'ceiling req/s',
  'ceiling p50',
  'vs ceiling',
  'reply',
  'responses',
];

export function casesTable(cases: CaseResult[]): string[] {
  const rows = cases.map((c) => [
    c.label,
    String(c.connections),
    Math.round(c.load.requestsPerSecond).toLocaleString('en-GB'),
    c.load.latencyMs.p50.toFixed(2),
    c.load.latencyMs.p99.toFixed(2),
    String(c.load.non2xx + c.load.errors),
    c.ceiling ? Math.round(c.ceiling.requestsPerSecond).toLocaleString('en-GB') : '—',
    c.ceiling ? c.ceiling.latencyMs.p50.toFixed(2) : '—',
    c.ceiling ? `${(c.load.requestsPerSecond / c.ceiling.requestsPerSecond).toFixed(3)}×` : '—',
    c.replyBytes === undefined ? '—' : `${(c.replyBytes / 1024).toFixed(1)} KiB`,
    statusMix(c.load),
  ]);
  return formatTable(HEADERS, rows);
}

/** The non-2xx replies a case saw (each distinct one once), so a reader knows what was measured. */
export function caseSamples(c: CaseResult): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const sample of c.load.samples) {
    const line = `${sample.status} ${sample.body}`;
    if (seen.has(line)) continue;
    seen.add(line);
    lines.push(`${c.label}: e.g. ${line}`);
  }
  return lines;
}
