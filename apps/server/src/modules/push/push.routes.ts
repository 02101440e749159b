import {
  errorResponseSchema,
  pushSubscriptionIdParamsSchema,
  pushSubscriptionListSchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionSchema,
  pushTestResponseSchema,
  PUSH_MESSAGES,
  vapidPublicKeySchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/authenticate.js';
import { sendTestPush } from './push-test.service.js';
import { listSubscriptions, subscribe, unsubscribe } from './subscriptions.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };
const secured = [{ bearerAuth: [] }];

/** Web push under /api/push: the VAPID key and each person's devices (decision 029). */
export const pushRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const ctx = (log: typeof app.log) => ({ ...deps, log });
  const tags = ['push'];

  app.get(
    '/vapid-public-key',
    {
      schema: {
        tags,
        description:
          "The VAPID application server key for `pushManager.subscribe`'s " +
          '`applicationServerKey`: base64url of the uncompressed P-256 point. No sign-in needed.',
        response: { 200: vapidPublicKeySchema, 429: errorResponseSchema },
      },
    },
    async () => ({ publicKey: deps.config.push.vapid.publicKey }),
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        tags,
        security: secured,
        description:
          "Subscribes this device: the body is the browser's `PushSubscription.toJSON()`. 201 " +
          'with a new device (named from the User-Agent), 200 with the same `_id` when the ' +
          'endpoint is already yours. Every plan. The endpoint must be a public https: address ' +
          '(400 otherwise). An endpoint another account subscribed is 409, unless the request ' +
          "carries that subscription's auth secret too (the same browser, another account " +
          'signed in), when it moves to you.',
        body: pushSubscriptionRequestSchema,
        response: {
          200: pushSubscriptionSchema,
          201: pushSubscriptionSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { created, subscription } = await subscribe(
        ctx(request.log),
        requireUser(request),
        request.body,
        request.headers['user-agent'],
      );
      return reply.status(created ? 201 : 200).send(subscription);
    },
  );

  app.get(
    '/subscriptions',
    {
      schema: {
        tags,
        security: secured,
        description: 'Your subscribed devices, oldest first.',
        response: { 200: pushSubscriptionListSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => listSubscriptions(ctx(request.log), requireUser(request)),
  );

  app.delete(
    '/subscriptions/:id',
    {
      schema: {
        tags,
        security: secured,
        description:
          "Removes a device: no more pushes go to it. 404 for an unknown id or another's.",
        params: pushSubscriptionIdParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await unsubscribe(ctx(request.log), requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/test',
    {
      schema: {
        tags,
        security: secured,
        description:
          'Queues one test notification, `{ type: "test", title, body }`, for each of your ' +
          'devices; it leaves after the reply. 202 with how many devices. 409 when you have no ' +
          'device: turn on notifications on one first. One per person every 30 seconds: 429 ' +
          '`RATE_LIMITED` with Retry-After (seconds) otherwise.',
        response: { 202: pushTestResponseSchema, 409: errorResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
      preHandler: app.limits('push-test', {
        // NOTE: per IP too (the limits need one), loose enough for a household behind one NAT.
        perIp: { max: 60, window: '15 minutes' },
        perAccount: { max: 1, window: '30 seconds' },
        accountOf: (request) => request.currentUser?.id ?? `ip:${request.ip}`,
        message: PUSH_MESSAGES.testTooSoon,
      }),
    },
    async (request, reply) =>
      reply.status(202).send(await sendTestPush(ctx(request.log), requireUser(request))),
  );
};
