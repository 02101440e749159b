import { errorResponseSchema } from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { handlePaymentEvent } from './billing.service.js';

/**
 * POST /api/subscription/webhook: the provider's signed events. Its own plugin scope keeps the
 * body as raw bytes, because the signature is over the exact bytes sent.
 */
export const webhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/webhook',
    {
      schema: {
        tags: ['subscription'],
        response: {
          200: z.object({ received: z.literal(true) }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = deps.payments.parseWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      await handlePaymentEvent({ ...deps, log: request.log }, event);
      return { received: true as const };
    },
  );
};
