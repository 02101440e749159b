import {
  categoryIdParamsSchema,
  categoryListSchema,
  categoryRequestSchema,
  categorySchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from './categories.service.js';

const errors = errorReplies(400, 401, 403, 404, 409);

const WRITE_RULES =
  'Pro and Premium only (403 PLAN_REQUIRED on Free, before any lookup). Names are 2-30 ' +
  'characters, trimmed, and must differ, case aside, from the built-in categories and the ' +
  "user's others (409 CATEGORY_EXISTS).";

/** /api/categories: every route needs a signed-in user; another user's category is a 404. */
export const categoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common, ctx } = signedInRoutes(app, deps, 'categories');

  app.get(
    '/',
    {
      schema: {
        ...common,
        description:
          "The five built-in categories (`_id` null), then the user's own by name. On every " +
          'plan: after a downgrade the own categories stay, so existing habits keep them.',
        response: { 200: categoryListSchema, ...errors },
      },
    },
    async (request) => listCategories(ctx(request.log), requireUser(request)),
  );

  app.post(
    '/',
    {
      schema: {
        ...common,
        description: `Adds a category. ${WRITE_RULES}`,
        body: categoryRequestSchema,
        response: { 201: categorySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createCategory(ctx(request.log), requireUser(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...common,
        description: `Renames a category and, at the same time, the category of its habits. ${WRITE_RULES}`,
        params: categoryIdParamsSchema,
        body: categoryRequestSchema,
        response: { 200: categorySchema, ...errors },
      },
    },
    async (request) =>
      renameCategory(ctx(request.log), requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...common,
        description:
          "Deletes a category; its habits move to 'Other'. Pro and Premium only (403 PLAN_REQUIRED).",
        params: categoryIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCategory(ctx(request.log), requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
