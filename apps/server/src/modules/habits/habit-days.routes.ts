import {
  habitDayListSchema,
  habitDayParamsSchema,
  habitDaysQuerySchema,
  habitIdParamsSchema,
  setHabitDayRequestSchema,
  setHabitDayResultSchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import { listHabitDays, setHabitDay } from './habit-days.service.js';

const errors = errorReplies(400, 401, 403, 404, 409);

/**
 * Any day of a habit (docs/decisions/031-past-days-and-notes.md), under the /api/habits prefix.
 * Every route needs a signed-in user, checked onRequest; another user's habit is 404.
 */
export const habitDayRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common, ctx } = signedInRoutes(app, deps, 'habits');

  app.put(
    '/:id/days/:date',
    {
      schema: {
        ...common,
        description:
          "Sets a day's total (`count`, 0 up to the day's target; a measured habit's `amount`, 0 " +
          "to 100000; a habit to quit's slips as `count`, 0 to 100), its `note` (plain text, up to " +
          "500 characters; empty or null removes it), or both, for any day from the habit's " +
          'creation to today (a later day is 409 CONFLICT). Today, and yesterday until 10:00, ' +
          'move by ordinary check-ins and undos, with their points (yesterday cannot go down: ' +
          '409). An older day is a correction: the history, streaks, rates, analytics and goals ' +
          'change; points, badges and challenges do not; the day reads `corrected: true`. The ' +
          'same PUT twice changes nothing the second time. The reply is the day and the habit as ' +
          'the list shows it.',
        params: habitDayParamsSchema,
        body: setHabitDayRequestSchema,
        response: { 200: setHabitDayResultSchema, ...errors },
      },
    },
    async (request) =>
      setHabitDay(
        ctx(request.log),
        requireUser(request),
        request.params.id,
        request.params.date,
        request.body,
      ),
  );

  app.get(
    '/:id/days',
    {
      schema: {
        ...common,
        description:
          'The days of the habit from `from` to `to` (at most 366 days) that have a count, a note ' +
          'or a correction, oldest first, each with the target it was given (`count` and ' +
          "`target` in the habit's own numbers: an amount, or slips of the limit).",
        params: habitIdParamsSchema,
        querystring: habitDaysQuerySchema,
        response: { 200: habitDayListSchema, ...errors },
      },
    },
    async (request) =>
      listHabitDays(ctx(request.log), requireUser(request), request.params.id, request.query),
  );
};
