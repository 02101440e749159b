import { healthResponseSchema, errorResponseSchema } from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { pingDatabase } from '../../db/database-health.js';
import { AppError } from '../../errors.js';

/** A health check must answer, even when the database does not. */
const HEALTH_PING_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/health',
    {
      schema: { tags: ['ops'], response: { 200: healthResponseSchema, 503: errorResponseSchema } },
    },
    async (request) => {
      try {
        await pingDatabase(deps.database, HEALTH_PING_TIMEOUT_MS);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );
};
