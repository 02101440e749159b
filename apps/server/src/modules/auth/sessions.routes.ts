import {
  MESSAGES,
  SESSION_IDLE_DAYS,
  errorResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  sessionListSchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { errorReplies, requireSessionId, requireUser } from '../../plugins/authenticate.js';
import {
  endSession,
  listSessions,
  logout,
  REFRESH_GRACE_MS,
  refreshSession,
  signOutEverywhere,
} from './sessions.service.js';

const errors = errorReplies(400, 401, 429);
const secured = [{ bearerAuth: [] }];
const sessionIdParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.sessionNotFound }) });

/**
 * Sessions under /api/auth: one per signed-in device. Refresh limits: 30 refused refreshes per IP
 * per 15 min (successes never count, so an office behind one address renews freely) and 600
 * refreshes of any outcome.
 */
export const sessionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx = (log: typeof app.log) => ({ ...deps, log });
  const tags = ['auth'];
  const refusals = app.failureLimits('refresh', { perIp: { max: 30, window: '15 minutes' } });

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        description:
          'Trades the refresh credential from sign-in (or the last refresh) for a new access ' +
          'token and a new refresh credential; no bearer token needed. The credential rotates ' +
          `on every use and the session's idle expiry moves to ${SESSION_IDLE_DAYS} days ` +
          'from now. 401 for an unknown, expired or revoked credential. Presenting an already ' +
          'rotated one again ends its session (it was copied), except the one rotated last ' +
          `within the previous ${REFRESH_GRACE_MS / 1000} seconds: two tabs refreshing at ` +
          'once, where the loser gets the 401 and the session stays.',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, ...errors },
      },
      preHandler: [
        ...app.limits('refresh', { perIp: { max: 600, window: '15 minutes' } }),
        ...refusals.preHandler,
      ],
      onSend: refusals.onSend,
    },
    async (request) => refreshSession(ctx(request.log), request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        security: secured,
        description: "Ends this device's session: its tokens and refresh credential stop working.",
        response: { 204: z.null(), ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await logout(ctx(request.log), requireUser(request), requireSessionId(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        security: secured,
        description:
          'The signed-in devices (sessions neither ended nor idle expired), newest first; ' +
          '`current` marks the one making the request. `lastUsedAt` moves on each refresh.',
        response: { 200: sessionListSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) =>
      listSessions(ctx(request.log), requireUser(request), requireSessionId(request)),
  );

  app.delete(
    '/sessions',
    {
      schema: {
        tags,
        security: secured,
        description:
          'Signs out everywhere: every session ends and every token issued so far, this one ' +
          'included, is refused from now on.',
        response: { 204: z.null(), ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await signOutEverywhere(ctx(request.log), requireUser(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        security: secured,
        description: "Signs one device out. 404 for an ended session or another user's.",
        params: sessionIdParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await endSession(ctx(request.log), requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
