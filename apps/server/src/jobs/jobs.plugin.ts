import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { startJobEngine, type JobEngine } from './engine.js';
import type { WorkQueue } from './work-queue.js';

/**
 * The job engine runs with the app: started once the app is ready (so a failure stops the boot),
 * stopped when it closes, before the caller closes the database.
 */
export function registerJobs(app: FastifyInstance, deps: AppDeps, work: WorkQueue): void {
  // Work still running in this process (no engine) finishes before the database closes.
  app.addHook('onClose', () => work.idle());
  if (!deps.config.jobs) return;
  let engine: JobEngine | undefined;
  app.addHook('onReady', async () => {
    engine = await startJobEngine(deps, app.log, work);
  });
  app.addHook('onClose', async () => {
    await engine?.stop();
  });
}
