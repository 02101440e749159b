import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';
import { startJobEngine, type JobEngine } from './engine.js';

/**
 * The job engine runs with the app: started once the app is ready (so a failure stops the boot),
 * stopped when it closes, before the caller closes the database.
 */
export function registerJobs(app: FastifyInstance, deps: AppDeps): void {
  if (!deps.config.jobs) return;
  let engine: JobEngine | undefined;
  app.addHook('onReady', async () => {
    engine = await startJobEngine(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await engine?.stop();
  });
}
