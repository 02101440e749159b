import { healthResponseSchema, errorResponseSchema } from '@streakwise/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/health',
    {
      schema: { tags: ['ops'], response: { 200: healthResponseSchema, 503: errorResponseSchema } },
    },
    async (request) => {
      try {
        await deps.database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', 'Database unavailable');
      }
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );
};
