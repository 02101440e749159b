import { startCpuMeter } from './cpu-use.js';
import { runLoad, type LoadJob, type LoadSummary } from './load.js';
import type { BenchContext } from './types.js';

/**
 * One load case: the discarded warm-up, then the measured run, with a progress line; the run's CPU
 * time per response is read around the measured part only.
 */
export async function measure(
  ctx: BenchContext,
  label: string,
  job: Omit<LoadJob, 'seconds'>,
): Promise<LoadSummary> {
  const { seconds, warmupSeconds } = ctx.settings;
  process.stdout.write(
    `  … ${label}, ${job.connections} conn.: ${warmupSeconds ? `${warmupSeconds} s warm-up, ` : ''}${seconds} s`,
  );
  if (warmupSeconds > 0) await runLoad({ ...job, seconds: warmupSeconds });
  const meter = startCpuMeter();
  const load = await runLoad({ ...job, seconds });
  const cpu = meter?.stop(load.responses);
  const result: LoadSummary = cpu ? { ...load, cpu } : load;
  process.stdout.write(
    ` → ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.latencyMs.p50.toFixed(2)} ms\n`,
  );
  return result;
}

/** Every response's status, e.g. `200×5120 409×3`, and connection errors. */
export function statusMix(load: LoadSummary): string {
  const parts = Object.entries(load.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`);
  if (load.errors) parts.push(`errors×${load.errors}`);
  return parts.join(' ') || 'none';
}
