import {
  errorResponseSchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/authenticate.js';
import { listSuggestions } from './suggestions.service.js';

/** GET /api/premium/suggestions: Premium only (403 PREMIUM_REQUIRED otherwise). */
export const suggestionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // NOTE: onRequest, so a caller without a valid token gets 401 before its input is validated.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/suggestions',
    {
      schema: {
        tags: ['premium'],
        security: [{ bearerAuth: [] }],
        description:
          'New habits for the user, best first: areas they lack, a difficulty matched to their completion rate over the last 14 full days, shorter ones when they already commit a lot of time, nothing they already do. From the configured AI provider when it answers well within its timeout, otherwise from the built-in recommender (deterministic; ids are template ids).',
        querystring: suggestionsQuerySchema,
        response: {
          200: suggestionsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) =>
      listSuggestions({ ...deps, log: request.log }, requireUser(request), request.query.category),
  );
};
