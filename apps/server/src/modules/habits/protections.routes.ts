import {
  habitIdParamsSchema,
  removeRestDayQuerySchema,
  skipDayRequestSchema,
  skipDayResultSchema,
  vacationIdParamsSchema,
  vacationRequestSchema,
  vacationSchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import {
  createVacation,
  deleteVacation,
  listVacations,
  removeRestDay,
  skipDay,
} from './protections.service.js';

const errors = errorReplies(400, 401, 403, 404, 409);

/*
 * Protected days (docs/decisions/017-fair-streaks.md): a day kept for rest or illness, and
 * vacations. Like /api/habits, every route needs a signed-in user, checked onRequest so a caller
 * without a valid token gets 401 before its input is read; another user's ids are 404.
 */

/** POST /api/habits/:id/skip, registered under the /api/habits prefix. */
export const skipRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common, ctx } = signedInRoutes(app, deps, 'habits');

  app.post(
    '/:id/skip',
    {
      schema: {
        ...common,
        description:
          'Protects one day of the habit for rest or illness: the streak lives on through it and ' +
          'gains nothing; no points. `date` is today (the default), a later day up to a year ' +
          'ahead (400 otherwise), or yesterday until 10:00 local time; an earlier day is 409 ' +
          'DAY_CLOSED, an archived habit 409 HABIT_ARCHIVED. A day already protected is answered ' +
          'the same again, keeping its first reason. The reply shows the habit as of today.',
        params: habitIdParamsSchema,
        body: skipDayRequestSchema,
        response: { 200: skipDayResultSchema, ...errors },
      },
    },
    async (request) =>
      skipDay(ctx(request.log), requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/skip',
    {
      schema: {
        tags: ['habits'],
        security: [{ bearerAuth: [] }],
        description:
          'Takes back a rest day of the habit: `date` is today (the default) or a later day; the ' +
          'day is owed again. A day before today is 409 DAY_CLOSED; a day with no rest day (none, ' +
          "or a vacation's or a freeze's protection, which this does not remove) is 404; an " +
          'archived habit is 409 HABIT_ARCHIVED. The reply shows the habit as of today, with the ' +
          'date and the reason of the rest day taken back.',
        params: habitIdParamsSchema,
        querystring: removeRestDayQuerySchema,
        response: { 200: skipDayResultSchema, ...errors },
      },
    },
    async (request) =>
      removeRestDay(ctx(request.log), requireUser(request), request.params.id, request.query),
  );
};

/** /api/vacations. */
export const vacationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common, ctx } = signedInRoutes(app, deps, 'vacations');

  app.get(
    '/',
    {
      schema: {
        ...common,
        description: "The user's vacations, latest start first, past ones included.",
        response: { 200: z.array(vacationSchema), ...errors },
      },
    },
    async (request) => listVacations(ctx(request.log), requireUser(request)),
  );

  app.post(
    '/',
    {
      schema: {
        ...common,
        description:
          'Protects every day from `from` (today at the earliest) to `to`, at most 90 days, for ' +
          'the habits in `habitIds` (each an active habit of the user, else 404 and nothing ' +
          'written) or, without them, for every active habit. Days already protected keep what ' +
          'protects them. `habitIds` is null in the reply when every habit is on it.',
        body: vacationRequestSchema,
        response: { 201: vacationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createVacation(ctx(request.log), requireUser(request), request.body)),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...common,
        description:
          'Ends a vacation: its protections from today on are removed; days already past stay ' +
          'protected.',
        params: vacationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteVacation(ctx(request.log), requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
