import {
  checkoutQuoteSchema,
  checkoutResponseSchema,
  createCheckoutRequestSchema,
  MESSAGES,
  mockCompleteRequestSchema,
  orderStatusResponseSchema,
  userResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import { publicUrl } from '../../plugins/public-url.js';
import {
  completeMockPayment,
  createCheckout,
  quoteCheckout,
  verifyPayment,
} from './billing.service.js';
import { cancelSubscription, resumeSubscription } from './cancellation.service.js';

const errors = errorReplies(400, 401, 404, 409);

/**
 * /api/subscription/* for signed-in users (docs/architecture.md §4). The webhook is in
 * webhook.routes.ts.
 */
export const billingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common, ctx } = signedInRoutes(app, deps, 'subscription');

  app.get(
    '/quote',
    {
      schema: {
        ...common,
        description:
          'What a checkout for the plan and period would charge (`amount`, pence, from the price ' +
          'table) and, for a Pro user with time left who picks Premium, the credit for the unused ' +
          'Pro time (`credit`, pence) and the whole days of Premium it adds after the paid period ' +
          '(`creditDays`). The checkout modal shows it before the checkout starts; ' +
          'create-checkout-session fixes the same figures on the order.',
        querystring: createCheckoutRequestSchema,
        response: { 200: checkoutQuoteSchema, ...errors },
      },
    },
    async (request) => quoteCheckout(ctx(request.log), requireUser(request), request.query),
  );

  app.post(
    '/create-checkout-session',
    {
      schema: {
        ...common,
        body: createCheckoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
      preHandler: app.limits('checkout', { perIp: { max: 20, window: '1 hour' } }),
    },
    async (request) =>
      createCheckout(
        ctx(request.log),
        requireUser(request),
        request.body,
        publicUrl(request, deps.config),
      ),
  );

  app.post(
    '/verify-payment',
    {
      schema: {
        ...common,
        body: verifyPaymentRequestSchema,
        response: { 200: verifyPaymentResponseSchema, ...errors },
      },
    },
    async (request) => verifyPayment(ctx(request.log), requireUser(request), request.body.orderId),
  );

  app.post(
    '/mock/complete',
    {
      schema: {
        ...common,
        body: mockCompleteRequestSchema,
        response: { 200: orderStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      // NOTE: the simulator exists only with the mock provider, and never in production.
      if (deps.payments.name !== 'mock' || deps.config.isProduction)
        throw new AppError('NOT_FOUND', MESSAGES.notFound);
      return completeMockPayment(
        ctx(request.log),
        requireUser(request),
        request.body.orderId,
        request.body.outcome,
      );
    },
  );

  app.post(
    '/cancel',
    {
      schema: {
        ...common,
        description:
          'Stops renewal: the plan runs until `expiredAt`, then turns Free. The first cancel ' +
          'mails a cancellation notice saying when access ends. 409 on the free plan.',
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await cancelSubscription(ctx(request.log), requireUser(request)) }),
  );

  app.post(
    '/resume',
    {
      schema: {
        ...common,
        description:
          'Undoes a cancel before `expiredAt`: the plan renews again (at Stripe, ' +
          '`cancel_at_period_end` goes back to false). 409 with the reason when nothing is ' +
          'cancelled, when the period has ended, or for the launch offer, which never renews.',
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({ user: await resumeSubscription(ctx(request.log), requireUser(request)) }),
  );
};
