import {
  MESSAGES,
  authResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  deleteAccountRequestSchema,
  emailRequestSchema,
  errorResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  updateMeRequestSchema,
  userResponseSchema,
  verifyEmailParamsSchema,
} from '@streakwise/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { RouteLimits } from '../../plugins/rate-limit.js';
import { errorReplies, requireSessionId, requireUser } from '../../plugins/authenticate.js';
import { publicUrl, requestOrigin } from '../../plugins/public-url.js';
import { deleteAccount, updateMe } from './account.service.js';
import { exportMyData } from './my-data.service.js';
import { changePassword, forgotPassword, resetPassword } from './password.service.js';
import { describeDevice } from '../../device-name.js';
import { resendVerification, signup, verifyEmail } from './registration.service.js';
import { login } from './session.service.js';
import { sessionRoutes } from './sessions.routes.js';
import { toUserView } from '../users/user-view.js';

const errors = errorReplies(400, 401, 429);
const secured = [{ bearerAuth: [] }];

/**
 * /api/auth/*. Limits: failed logins 10 per account and 50 per IP per 15 min (successes never
 * count), signup 5/h, forgot 5/h, resend 3/day.
 */
/**
 * A stolen session must not become unlimited password guesses: a wrong current password (400)
 * counts like a failed sign-in, per account and per IP.
 */
const passwordGuessLimits: RouteLimits = {
  perIp: { max: 50, window: '15 minutes' },
  perAccount: { max: 10, window: '15 minutes' },
  failureStatus: 400,
  accountOf: (request) => request.currentUser?.id ?? `ip:${request.ip}`,
};

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx = (log: typeof app.log) => ({ ...deps, log });
  // Where this person's mail links lead (the address they use, in development).
  const linksTo = (request: FastifyRequest) => publicUrl(request, deps.config);
  const tags = ['auth'];
  // Refresh, logout and the signed-in devices, under this prefix (`deps` still carries it, and a
  // child's prefix adds to its parent's).
  await app.register(sessionRoutes, { ...deps, prefix: '' });

  app.post(
    '/signup',
    {
      schema: {
        tags,
        body: signupRequestSchema,
        response: { 201: signupResponseSchema, ...errors },
      },
      preHandler: app.limits('signup', { perIp: { max: 5, window: '1 hour' } }),
    },
    async (request, reply) =>
      reply.status(201).send(await signup(ctx(request.log), request.body, linksTo(request))),
  );

  app.get(
    '/verify-email/:token',
    {
      schema: {
        tags,
        params: verifyEmailParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: app.limits('verify', { perIp: { max: 30, window: '15 minutes' } }),
    },
    async (request) => verifyEmail(ctx(request.log), request.params.token),
  );

  /*
   * A new verification link: `resend-verification` from the sign-up screen, `send-verification`
   * from the sign-in page. One service and one reply whatever the address (no enumeration), each
   * with its own limits per client and per address, answered in docs/product.md §8's words.
   */
  const verificationLink = (path: string, perIp: { max: number; window: string }) =>
    app.post(
      path,
      {
        schema: {
          tags,
          body: emailRequestSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
        preHandler: app.limits(path.slice(1), {
          perIp,
          perAccount: { max: 3, window: '1 day' },
          message: MESSAGES.resendLimitReached,
        }),
      },
      async (request) => resendVerification(ctx(request.log), request.body.email, linksTo(request)),
    );
  verificationLink('/resend-verification', { max: 3, window: '1 day' });
  verificationLink('/send-verification', { max: 10, window: '1 hour' });

  app.post(
    '/login',
    {
      schema: {
        tags,
        body: loginRequestSchema,
        response: { 200: authResponseSchema, 403: errorResponseSchema, ...errors },
      },
      // NOTE: only failures count: a household or office behind one IP signs in freely, while a
      // guesser gets 10 tries at an account and 50 across accounts from one IP per window.
      ...app.failureLimits('login', {
        perIp: { max: 50, window: '15 minutes' },
        perAccount: { max: 10, window: '15 minutes' },
      }),
    },
    async (request) =>
      login(
        ctx(request.log),
        request.body,
        describeDevice(request.headers['user-agent']),
        requestOrigin(request, deps.config),
      ),
  );

  app.get(
    '/me',
    {
      schema: { tags, security: secured, response: { 200: userResponseSchema, ...errors } },
      onRequest: app.authenticate,
    },
    async (request) => ({ user: toUserView(requireUser(request)) }),
  );

  app.patch(
    '/me',
    {
      schema: {
        tags,
        security: secured,
        body: updateMeRequestSchema,
        response: { 200: userResponseSchema, 403: errorResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      user: await updateMe(ctx(request.log), requireUser(request), request.body),
    }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        body: emailRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: app.limits('forgot', {
        perIp: { max: 5, window: '1 hour' },
        perAccount: { max: 5, window: '1 hour' },
      }),
    },
    async (request) => forgotPassword(ctx(request.log), request.body, linksTo(request)),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: app.limits('reset', { perIp: { max: 10, window: '15 minutes' } }),
    },
    async (request) => resetPassword(ctx(request.log), request.body, linksTo(request)),
  );

  app.put(
    '/change-password',
    {
      schema: {
        tags,
        security: secured,
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
      ...app.failureLimits('change-password', passwordGuessLimits),
    },
    async (request) =>
      changePassword(
        ctx(request.log),
        requireUser(request),
        requireSessionId(request),
        request.body,
        linksTo(request),
      ),
  );

  app.get(
    '/my-data',
    {
      schema: {
        tags,
        security: secured,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const data = await exportMyData(ctx(request.log), requireUser(request));
      return reply
        .header('Content-Disposition', 'attachment; filename="streakwise-my-data.json"')
        .send(data);
    },
  );

  app.delete(
    '/account',
    {
      schema: {
        tags,
        security: secured,
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), ...errors, 503: errorResponseSchema },
      },
      onRequest: app.authenticate,
      ...app.failureLimits('delete-account', passwordGuessLimits),
    },
    async (request, reply) => {
      await deleteAccount(ctx(request.log), requireUser(request), request.body.password);
      return reply.status(204).send(null);
    },
  );
};
