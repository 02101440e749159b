import {
  createGoalRequestSchema,
  goalIdParamsSchema,
  goalSchema,
  updateGoalRequestSchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import { createGoal, deleteGoal, listGoals, updateGoal } from './goals.service.js';

const errors = errorReplies(400, 401, 403, 404);

/**
 * /api/premium/goals: Premium only (403 PREMIUM_REQUIRED for Free and Pro, before any lookup).
 * Another user's goal is a 404, like an unknown one; so is linking another user's habit.
 */
export const goalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common, ctx } = signedInRoutes(app, deps, 'premium');

  app.get(
    '/goals',
    {
      schema: {
        ...common,
        description:
          'The goals, newest first. `current` is computed from the data on every read; a goal ' +
          'is completed once `current` reaches `target` (and stays so), failed once its ' +
          'deadline has passed unreached.',
        response: { 200: z.array(goalSchema), ...errors },
      },
    },
    async (request) => listGoals(ctx(request.log), requireUser(request)),
  );

  app.post(
    '/goals',
    {
      schema: {
        ...common,
        body: createGoalRequestSchema,
        response: { 201: goalSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createGoal(ctx(request.log), requireUser(request), request.body)),
  );

  app.put(
    '/goals/:id',
    {
      schema: {
        ...common,
        description:
          'Partial update: fields left out keep their value, null clears habitId, deadline or ' +
          'reward. `status` pauses an active goal or resumes a paused one. A failed goal is ' +
          'judged again when its target, deadline, type or habit changes; a completed one when ' +
          'its target goes up or its type or habit changes.',
        params: goalIdParamsSchema,
        body: updateGoalRequestSchema,
        response: { 200: goalSchema, ...errors },
      },
    },
    async (request) =>
      updateGoal(ctx(request.log), requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/goals/:id',
    {
      schema: { ...common, params: goalIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteGoal(ctx(request.log), requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
