import { badgeStatusSchema, errorResponseSchema, statsSchema } from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/authenticate.js';
import { badges, stats, type ActiveHabitStreaks } from './gamification.service.js';

export interface GamificationRouteOptions extends AppDeps {
  /** The habits module's read of the active habits' streaks, passed in by app.ts. */
  activeHabitStreaks: ActiveHabitStreaks;
}

export const gamificationRoutes: FastifyPluginAsyncZod<GamificationRouteOptions> = async (
  app,
  { activeHabitStreaks, ...deps },
) => {
  const common = { tags: ['gamification'], security: [{ bearerAuth: [] }] };
  // NOTE: onRequest, so a caller without a valid token gets 401 before its input is parsed or
  // validated (docs/architecture.md §4: 401 for no or bad token), never a 400 that describes the
  // input.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/stats',
    { schema: { ...common, response: { 200: statsSchema, 401: errorResponseSchema } } },
    async (request) =>
      stats({ ...deps, log: request.log }, requireUser(request), activeHabitStreaks),
  );

  app.get(
    '/badges',
    {
      schema: {
        ...common,
        response: { 200: z.array(badgeStatusSchema), 401: errorResponseSchema },
      },
    },
    async (request) => badges({ ...deps, log: request.log }, requireUser(request)),
  );
};
