import { MESSAGES } from '@streakwise/shared';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { loggerOptions } from './logging.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { categoryRoutes } from './modules/categories/categories.routes.js';
import { webhookRoutes } from './modules/billing/webhook.routes.js';
import { devOutboxRoutes, testClockRoutes, testPushRoutes } from './modules/dev/dev.routes.js';
import { gamificationRoutes } from './modules/gamification/gamification.routes.js';
import { settleReads } from './modules/habits/quit-days.service.js';
import { activeHabitStreaks } from './modules/habits/habit-history.service.js';
import { habitDayRoutes } from './modules/habits/habit-days.routes.js';
import { habitRoutes } from './modules/habits/habits.routes.js';
import { importRoutes } from './modules/imports/imports.routes.js';
import { skipRoutes, vacationRoutes } from './modules/habits/protections.routes.js';
import { analyticsRoutes } from './modules/premium/analytics.routes.js';
import { goalRoutes } from './modules/premium/goals.routes.js';
import { exportRoutes } from './modules/premium/export.routes.js';
import { suggestionRoutes } from './modules/premium/suggestions.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mailRoutes } from './modules/reminders/unsubscribe.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { registerJobs } from './jobs/jobs.plugin.js';
import { WorkQueue } from './jobs/work-queue.js';
import { registerAuthentication } from './plugins/authenticate.js';
import { registerCompression } from './plugins/compression.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerRateLimits } from './plugins/rate-limit.js';
import { registerSecurity } from './plugins/security.js';
import { serializerCompiler } from './plugins/serializer.js';
import { registerWebApp } from './plugins/web-app.js';

export interface BuildOptions {
  /** Overrides the pino logger options (tests capture the log through a stream). */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app from this folder (default: the config's). */
  webDistDir?: string;
}

/** Builds the app: cross-cutting plugins, then modules, then one error handler. Does not listen. */
export async function buildApp(
  deps: AppDeps,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // NOTE: never echo a request id from the client; ids are ours, for correlating log lines.
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // NOTE: a malformed or over-long path (e.g. a mangled verification link) gets the contract's
    // 400 shape; Fastify's own reply would echo the path, token included, and skip our headers.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .header('Cache-Control', 'no-store')
        .send({ message: MESSAGES.badUrl });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  // A database connection that broke (db/lost-connections.ts): the pool has dropped it and the
  // requests on it answer 503 by themselves; the line says why. Its error carries no values.
  deps.database.onConnectionLost?.((err) =>
    app.log.warn({ event: 'database.connection_lost', err }, 'database connection lost'),
  );
  await registerSecurity(app, config);
  await registerCompression(app);
  await registerRateLimits(app, config);
  registerAuthentication(app, deps);
  await registerDocs(app, config.brand.name);

  await app.register(healthRoutes, { prefix: '/api', ...deps });
  await app.register(siteRoutes, { prefix: '/api', ...deps });
  await app.register(authRoutes, { prefix: '/api/auth', ...deps });
  await app.register(habitRoutes, { prefix: '/api/habits', ...deps });
  await app.register(skipRoutes, { prefix: '/api/habits', ...deps });
  await app.register(habitDayRoutes, { prefix: '/api/habits', ...deps });
  await app.register(vacationRoutes, { prefix: '/api/vacations', ...deps });
  await app.register(categoryRoutes, { prefix: '/api/categories', ...deps });
  // Applying an import is work for the job queue (jobs/work-queue.ts), started by the engine.
  const work = new WorkQueue(deps, app.log);
  await app.register(importRoutes, {
    prefix: '/api/imports',
    ...deps,
    sendImportJob: (id) => work.send('import-apply', id),
  });
  await app.register(pushRoutes, { prefix: '/api/push', ...deps });
  // NOTE: gamification reads the habits' streaks, and has the held streak freezes judged, through
  // the habits module, handed in here, so the two modules do not import each other
  // (docs/architecture.md §2).
  await app.register(gamificationRoutes, {
    prefix: '/api/gamification',
    ...deps,
    activeHabitStreaks,
    // Quit habits' days first, then the freezes (habits/quit-days.service.ts).
    judgeFreezes: settleReads,
  });
  await app.register(billingRoutes, { prefix: '/api/subscription', ...deps });
  await app.register(webhookRoutes, { prefix: '/api/subscription', ...deps });
  await app.register(suggestionRoutes, { prefix: '/api/premium', ...deps });
  await app.register(exportRoutes, { prefix: '/api/premium', ...deps });
  await app.register(analyticsRoutes, { prefix: '/api/premium', ...deps });
  await app.register(goalRoutes, { prefix: '/api/premium', ...deps });
  await app.register(supportRoutes, { prefix: '/api/support', ...deps });
  await app.register(mailRoutes, { prefix: '/api/mail', ...deps });
  if (!config.isProduction) await app.register(devOutboxRoutes, { prefix: '/api', ...deps });
  if (config.testClock) {
    await app.register(testClockRoutes, { prefix: '/api', ...deps });
    await app.register(testPushRoutes, { prefix: '/api', ...deps });
  }

  await registerWebApp(app, options.webDistDir ?? config.webDistDir);
  registerJobs(app, deps, work);
  // A mail being handed to the mail server finishes before the database closes.
  app.addHook('onClose', () => deps.mailDelivery.idle());
  return app;
}
