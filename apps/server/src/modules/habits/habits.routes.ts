import {
  completeHabitRequestSchema,
  completeResultSchema,
  createHabitRequestSchema,
  errorResponseSchema,
  habitIdParamsSchema,
  habitSchema,
  idempotencyHeadersSchema,
  listHabitsQuerySchema,
  updateHabitRequestSchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/authenticate.js';
import { completeHabit, undoCheckIn } from './check-in.service.js';
import { archiveHabit, restoreHabit, updateHabit } from './habit-edits.service.js';
import { createHabit, deleteHabit, listHabits, todayFor } from './habits.service.js';
import { createReplyCache } from './reply-cache.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * /api/habits (docs/architecture.md §4). Every route needs a signed-in user; ids of other users'
 * habits are 404.
 */
export const habitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const common = { tags: ['habits'], security: [{ bearerAuth: [] }] };
  const ctx = (log: typeof app.log) => ({ ...deps, log });
  // NOTE: onRequest, so a caller without a valid token gets 401 before its input is parsed or
  // validated (docs/architecture.md §4: 401 for no or bad token), never a 400 that describes the
  // input.
  app.addHook('onRequest', app.authenticate);
  // The list is most of what the dashboard asks for; its reply is rebuilt only when the habits,
  // their completions or the user's day changed (docs/decisions/014-habit-list-cache.md).
  const listCache = createReplyCache(deps.config.habitListCacheBytes);

  app.get(
    '/',
    {
      schema: {
        ...common,
        description:
          'The active habits, newest first; `?archived=true` lists the archived ones instead.',
        querystring: listHabitsQuerySchema,
        response: { 200: z.array(habitSchema), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { from, archived } = request.query;
      const today = todayFor(deps, user);
      const key = `${user.id} ${today} ${from ?? ''} ${archived ? 'archived' : 'active'}`;
      let body = listCache.get(key, user.habitsVersion);
      if (body === undefined) {
        const habits = await listHabits(ctx(request.log), user, from, archived, today);
        body = Buffer.from(reply.serialize(habits) as string);
        listCache.set(key, user.habitsVersion, body);
      }
      // Bytes go out as they are (the route's serializer made them), so the reply type, which
      // describes the object, does not fit them.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/',
    {
      schema: {
        ...common,
        body: createHabitRequestSchema,
        response: { 201: habitSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createHabit(ctx(request.log), requireUser(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...common,
        description:
          'Changes any of the create fields (at least one). A new daily target applies from today: ' +
          'earlier days keep the target they had. Free plans may send only the default or the ' +
          'current icon and colour (403 PLAN_REQUIRED otherwise).',
        params: habitIdParamsSchema,
        body: updateHabitRequestSchema,
        response: { 200: habitSchema, ...errors },
      },
    },
    async (request) =>
      updateHabit(ctx(request.log), requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/:id/archive',
    {
      schema: {
        ...common,
        description:
          'Archives a habit: hidden from the day, no check-ins (409 HABIT_ARCHIVED), history kept, ' +
          'no longer counted towards the plan limit. Archiving an archived habit changes nothing.',
        params: habitIdParamsSchema,
        response: { 200: habitSchema, ...errors },
      },
    },
    async (request) => archiveHabit(ctx(request.log), requireUser(request), request.params.id),
  );

  app.delete(
    '/:id/archive',
    {
      schema: {
        ...common,
        description:
          'Restores an archived habit; 403 HABIT_LIMIT when the plan has no room for another ' +
          'active habit.',
        params: habitIdParamsSchema,
        response: { 200: habitSchema, ...errors },
      },
    },
    async (request) => restoreHabit(ctx(request.log), requireUser(request), request.params.id),
  );

  app.patch(
    '/:id/complete',
    {
      schema: {
        ...common,
        description:
          'Checks in `count` units (default 1, capped at what is left) on `date`: today (the ' +
          'default) or, until 10:00 local time the next morning, yesterday (a late check-in, ' +
          'counted, streaked and paid as that day). Any other day, or a day before the habit ' +
          'existed, is 409 DAY_CLOSED; a day already at its target is 409 ALREADY_COMPLETE. The ' +
          'reply shows the habit as of today.',
        params: habitIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: completeHabitRequestSchema,
        response: { 200: completeResultSchema, ...errors },
      },
    },
    async (request) =>
      completeHabit(
        ctx(request.log),
        requireUser(request),
        request.params.id,
        request.body.count,
        request.headers['idempotency-key'],
        request.body.date,
      ),
  );

  app.delete(
    '/:id/complete',
    {
      schema: {
        ...common,
        params: habitIdParamsSchema,
        response: { 200: completeResultSchema, ...errors },
      },
    },
    async (request) => undoCheckIn(ctx(request.log), requireUser(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      schema: { ...common, params: habitIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteHabit(ctx(request.log), requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
