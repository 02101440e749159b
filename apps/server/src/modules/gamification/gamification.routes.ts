import {
  badgeStatusSchema,
  buyFreezeResultSchema,
  errorResponseSchema,
  FREEZE_MIN_STREAK,
  FREEZE_PRICE,
  idempotencyHeadersSchema,
  MAX_FREEZES,
  statsSchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import {
  badges,
  buyFreeze,
  stats,
  type ActiveHabitStreaks,
  type JudgeFreezes,
} from './gamification.service.js';

export interface GamificationRouteOptions extends AppDeps {
  /** The habits module's read of the active habits' streaks, passed in by app.ts. */
  activeHabitStreaks: ActiveHabitStreaks;
  /** The habits module's judging of the held streak freezes, passed in by app.ts. */
  judgeFreezes: JudgeFreezes;
}

export const gamificationRoutes: FastifyPluginAsyncZod<GamificationRouteOptions> = async (
  app,
  { activeHabitStreaks, judgeFreezes, ...deps },
) => {
  const { common } = signedInRoutes(app, deps, 'gamification');

  app.get(
    '/stats',
    { schema: { ...common, response: { 200: statsSchema, 401: errorResponseSchema } } },
    async (request) => {
      const ctx = { ...deps, log: request.log };
      // Freezes are used on the next read after a day closes (docs/decisions/017-fair-streaks.md).
      const user = await judgeFreezes(ctx, requireUser(request));
      return stats(ctx, user, activeHabitStreaks);
    },
  );

  app.post(
    '/freezes',
    {
      schema: {
        ...common,
        description:
          `Buys one streak freeze for ${FREEZE_PRICE} points; a held freeze is used on its own ` +
          'on a missed due day once that day closes, if the streak before it was at least ' +
          `${FREEZE_MIN_STREAK}. Holding ${MAX_FREEZES} already is 409 FREEZE_LIMIT, fewer ` +
          `points than the price 409 NOT_ENOUGH_POINTS. With an Idempotency-Key, a retry gets ` +
          'the first reply and buys nothing more.',
        headers: idempotencyHeadersSchema,
        response: {
          200: buyFreezeResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const ctx = { ...deps, log: request.log };
      // Judged first, so the days that closed before this purchase are settled with the freezes
      // held before it: a freeze never covers a day closed before it was bought.
      const user = await judgeFreezes(ctx, requireUser(request));
      return buyFreeze(ctx, user, request.headers['idempotency-key']);
    },
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
