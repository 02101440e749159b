import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { bossDatabase } from './boss-database.js';
import { TICKS } from './ticks.js';
import { WORK, type WorkName, type WorkQueue } from './work-queue.js';

/** pg-boss's tables live in a schema of their own, apart from the app's migrations. */
export const BOSS_SCHEMA = 'pgboss';
/** How long a stopping server waits for a running tick (it then stops mid-pass; the sent-log holds). */
const STOP_TIMEOUT_MS = 10_000;

export interface JobEngine {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the app's database and schedules the ticks. Every instance schedules and
 * works them: pg-boss creates one job per cron occurrence however many instances there are, the
 * queues are `exclusive` (one tick of a kind queued or running at a time), and the sent-log makes
 * each mail go once even if two ticks did overlap.
 */
export async function startJobEngine(
  deps: AppDeps,
  log: FastifyBaseLogger,
  work?: WorkQueue,
): Promise<JobEngine> {
  const { db, backend } = bossDatabase(deps.database);
  const boss = new PgBoss({ db, backend, schema: BOSS_SCHEMA });
  boss.on('error', (err) => log.error({ event: 'jobs.error', err }, 'job engine error'));
  boss.on('warning', (warning) =>
    log.warn({ event: 'jobs.warning', warning: warning.message }, 'job engine warning'),
  );
  await boss.start();
  for (const tick of TICKS) {
    await boss.createQueue(tick.queue, {
      policy: 'exclusive',
      // The next occurrence is the retry: a failed tick is not run again on its own.
      retryLimit: 0,
      expireInSeconds: 600,
      deleteAfterSeconds: 24 * 60 * 60,
    });
    await boss.schedule(tick.queue, tick.cron);
    const ctx = { ...deps, log: log.child({ job: tick.queue }) };
    await boss.work(tick.queue, { pollingIntervalSeconds: 5 }, async () => {
      await tick.run(ctx);
    });
  }
  // Work a request asked for (jobs/work-queue.ts): retried after a crash, one job per request.
  for (const name of Object.keys(WORK) as WorkName[]) {
    await boss.createQueue(name, { retryLimit: 2, expireInSeconds: 900 });
    const ctx = { ...deps, log: log.child({ job: name }) };
    await boss.work<{ id: string }>(name, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (job) await WORK[name](ctx, job.data.id);
    });
  }
  work?.attach(boss);
  log.info({ event: 'jobs.started', backend }, 'job engine started');
  return {
    boss,
    stop: async () => {
      work?.attach(null);
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
