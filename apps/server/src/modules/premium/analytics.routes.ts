import { analyticsQuerySchema, analyticsSchema, coachingSchema } from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import { analytics } from './analytics.service.js';
import { coaching } from './coaching.service.js';

/**
 * GET /api/premium/analytics and GET /api/premium/coaching: Premium only (403 PREMIUM_REQUIRED
 * for Free and Pro).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common } = signedInRoutes(app, deps, 'premium');

  app.get(
    '/analytics',
    {
      schema: {
        ...common,
        description:
          'Completion figures for the last 7, 30 or 90 days or the last year, ending today in the ' +
          "user's time zone, with insights and recommendations drawn from them. Rates are " +
          'percentages with one decimal.',
        querystring: analyticsQuerySchema,
        response: {
          200: analyticsSchema,
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request) =>
      analytics({ ...deps, log: request.log }, requireUser(request), request.query.period),
  );

  app.get(
    '/coaching',
    {
      schema: {
        ...common,
        description:
          'A short coaching note on the same period as analytics (last 7, 30 or 90 days or the ' +
          'last year, ending today): what went well, the one habit that slipped and why (its ' +
          'weekdays, check-in hours or a broken streak), and one next step, one sentence each. ' +
          'Written by the optional AI provider when configured and honest (every number in it ' +
          'comes from the figures), else by the built-in rules (`source`). With too little data ' +
          '(no habits, or fewer than 3 due days) it says so and `slipped` is null.',
        querystring: analyticsQuerySchema,
        response: {
          200: coachingSchema,
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request) =>
      coaching({ ...deps, log: request.log }, requireUser(request), request.query.period),
  );
};
