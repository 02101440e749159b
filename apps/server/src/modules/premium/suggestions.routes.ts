import { suggestionsQuerySchema, suggestionsResponseSchema } from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import { listSuggestions } from './suggestions.service.js';

/** GET /api/premium/suggestions: Premium only (403 PREMIUM_REQUIRED otherwise). */
export const suggestionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common } = signedInRoutes(app, deps, 'premium');

  app.get(
    '/suggestions',
    {
      schema: {
        ...common,
        description:
          'New habits for the user, best first: areas they lack, a difficulty matched to their completion rate over the last 14 full days, shorter ones when they already commit a lot of time, nothing they already do. From the configured AI provider when it answers well within its timeout, otherwise from the built-in recommender (deterministic; ids are template ids).',
        querystring: suggestionsQuerySchema,
        response: {
          200: suggestionsResponseSchema,
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request) =>
      listSuggestions({ ...deps, log: request.log }, requireUser(request), request.query.category),
  );
};
