import {
  completeResultSchema,
  errorResponseSchema,
  pushDoneHeadersSchema,
  pushDoneRequestSchema,
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
import { errorReplies, requireUser } from '../../plugins/authenticate.js';
import { checkInFromNotification } from './push-done.service.js';
import { sendTestPush } from './push-test.service.js';
import { listSubscriptions, subscribe, unsubscribe } from './subscriptions.service.js';

const errors = errorReplies(400, 401, 429);
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
    '/done',
    {
      schema: {
        tags,
        description:
          'A habit reminder\'s "Done" action, sent by the service worker with no sign-in: ' +
          "`token` is the push payload's `doneToken`, which checks that habit in with one unit " +
          "for the reminder's day, and only that. The same check-in as PATCH " +
          '/api/habits/:id/complete with `date`, in the same Idempotency-Key scope (required ' +
          'here): a key sent again through either route replays the first reply. A malformed, ' +
          'tampered or expired token (00:00 UTC two days after its day) is 401 and changes ' +
          'nothing; a habit since deleted is 404; a day past its late-logging cut-off is 409 ' +
          'DAY_CLOSED, one already at its target 409 ALREADY_COMPLETE, an archived habit 409 ' +
          'HABIT_ARCHIVED.',
        headers: pushDoneHeadersSchema,
        body: pushDoneRequestSchema,
        response: {
          200: completeResultSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
      bodyLimit: 4096,
      preHandler: app.limits('push-done', { perIp: { max: 120, window: '15 minutes' } }),
    },
    async (request) =>
      checkInFromNotification(
        ctx(request.log),
        request.body.token,
        request.headers['idempotency-key'],
      ),
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
