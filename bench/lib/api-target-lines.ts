import type { CaseResult } from './api-cases.js';
import type { CpuUse } from './cpu-use.js';
import type { Figure, TargetInput } from './targets.js';

/* The limits and line builders of the API's performance targets (bench/api-targets.ts). */

const P50_LIMIT_MS = 10;
export const LIST_RATIO = 0.5;
export const CHECK_IN_VS_PGBENCH = 0.4;
export const HISTORY_RATIO = 0.8;
export const PGLITE_VS_POSTGRES = 0.5;

export const reqs = (c: CaseResult): Figure => ({ value: c.load.requestsPerSecond, unit: 'req/s' });
export const p50 = (c: CaseResult) => `p50 ${c.load.latencyMs.p50.toFixed(1)} ms`;
const ceilingOf = (c: CaseResult) =>
  c.ceiling
    ? { value: c.ceiling.requestsPerSecond, unit: 'req/s' as const, label: 'same object' }
    : undefined;
export const vsCeiling = (c: CaseResult) =>
  c.ceiling ? c.load.requestsPerSecond / c.ceiling.requestsPerSecond : null;
const size = (c: CaseResult) =>
  c.replyBytes === undefined ? '' : `, reply ${(c.replyBytes / 1024).toFixed(1)} KiB`;
export const non2xx = (c: CaseResult) => {
  const n = c.load.non2xx + c.load.errors;
  return n ? `, ${n} non-2xx` : '';
};

/** A case's line beside its same-object ceiling. */
export function beside(
  id: string,
  label: string,
  c: CaseResult | undefined,
  goal: TargetInput['goal'],
  skipped: string,
): TargetInput {
  if (!c) return { id, case: label, figure: null, goal, skipped };
  const ceiling = ceilingOf(c);
  return {
    id,
    case: label,
    figure: reqs(c),
    ...(ceiling ? { ceiling } : {}),
    goal,
    note: `${p50(c)}${size(c)}${non2xx(c)}`,
  };
}

export function latency(
  id: string,
  label: string,
  c: CaseResult | undefined,
  skipped: string,
): TargetInput {
  const goal = {
    of: 'figure' as const,
    op: '<' as const,
    value: P50_LIMIT_MS,
    unit: 'ms' as const,
  };
  if (!c) return { id, case: label, figure: null, goal, skipped };
  return {
    id,
    case: label,
    figure: { value: c.load.latencyMs.p50, unit: 'ms' },
    goal,
    note: `p99 ${c.load.latencyMs.p99.toFixed(1)} ms, ${Math.round(c.load.requestsPerSecond)} req/s`,
  };
}

/** pgbench's CPU per transaction: PostgreSQL's, and the machine's with pgbench's own in it. */
export function pgbenchCpu(cpu: CpuUse | undefined): string {
  if (!cpu) return '';
  const { machine, postgres } = cpu.perRequestMs;
  return (
    `; CPU per check-in ${machine.toFixed(2)} ms` +
    (postgres === null ? '' : ` (PostgreSQL ${postgres.toFixed(2)} ms)`)
  );
}

/**
 * The people case's CPU time per check-in, all of the machine's, beside the most it could spend on
 * one at the rate a p50 under the limit needs: ten in flight for 10 ms each is 1,000 check-ins a
 * second, so 2 ms of CPU per check-in on two cores with every core busy.
 */
export function cpuPerCheckIn(c: CaseResult | undefined, skipped: string): TargetInput {
  const id = 'api.pg.check-in.p50.cpu';
  const label = 'PostgreSQL check-in, 10 people: CPU per check-in, whole machine';
  const cpu = c?.load.cpu;
  if (!c || !cpu) {
    return { id, case: label, figure: null, goal: null, skipped: c ? 'no /proc to read' : skipped };
  }
  const rate = (c.connections * 1000) / P50_LIMIT_MS;
  const budget = (cpu.cores * 1000) / rate;
  const { machine, mainThread, postgres } = cpu.perRequestMs;
  const parts = [`the app's main thread ${mainThread.toFixed(2)} ms`];
  if (postgres !== null) parts.push(`PostgreSQL ${postgres.toFixed(2)} ms`);
  parts.push(`the rest ${(machine - mainThread - (postgres ?? 0)).toFixed(2)} ms`);
  return {
    id,
    case: label,
    figure: { value: machine, unit: 'ms' },
    goal: null,
    note:
      `${parts.join(', ')}; ${Math.round(cpu.busyShare * 100)} % of ${cpu.cores} cores busy; ` +
      `a p50 under ${P50_LIMIT_MS} ms needs ${rate.toLocaleString('en-GB')} a second, ` +
      `at most ${budget.toFixed(2)} ms each`,
  };
}
