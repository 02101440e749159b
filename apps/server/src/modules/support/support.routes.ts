import {
  errorResponseSchema,
  SUPPORT_LIST_LIMIT,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGES,
  SUPPORT_REQUESTS_PER_HOUR,
  SUPPORT_SUBJECT_MAX_LENGTH,
  supportRequestCreatedSchema,
  supportRequestListSchema,
  supportRequestSchema,
} from '@streakwise/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.js';
import { errorReplies, requireUser, signedInRoutes } from '../../plugins/authenticate.js';
import { createSupportRequest, listSupportRequests } from './support.service.js';

const errors = errorReplies(400, 401, 503);

const PROMISE =
  'Premium is priority support: the first reply is due within one UK working day, other plans ' +
  'within three (Monday to Friday in Europe/London, England and Wales bank holidays skipped; a ' +
  'request on a day off counts from 09:00 on the next working day). `firstResponseBy` is that ' +
  'time as an ISO instant.';

/** /api/support: a signed-in person writes to the support team and sees what they sent. */
export const supportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { common, ctx } = signedInRoutes(app, deps, 'support');

  app.post(
    '/',
    {
      schema: {
        ...common,
        description:
          `Sends a message to the support team. Subject 1-${SUPPORT_SUBJECT_MAX_LENGTH} and message ` +
          `1-${SUPPORT_MESSAGE_MAX_LENGTH} characters, trimmed. ${PROMISE} The team gets a mail ` +
          "at SUPPORT_EMAIL with the person's plan and their address as Reply-To (`[Priority]` " +
          'first in the subject for Premium); the person gets an acknowledgement naming the ' +
          `promised time in their time zone. ${SUPPORT_REQUESTS_PER_HOUR} requests per person ` +
          'per hour: 429 `RATE_LIMITED` with Retry-After (seconds) after that.',
        body: supportRequestSchema,
        response: {
          201: supportRequestCreatedSchema,
          ...errors,
          429: errorResponseSchema,
        },
      },
      preHandler: app.limits('support', {
        // NOTE: per IP too (the limits need one), loose enough for an office behind one NAT.
        perIp: { max: 60, window: '1 hour' },
        perAccount: { max: SUPPORT_REQUESTS_PER_HOUR, window: '1 hour' },
        accountOf: (request) => request.currentUser?.id ?? `ip:${request.ip}`,
        message: SUPPORT_MESSAGES.tooMany,
      }),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSupportRequest(ctx(request.log), requireUser(request), request.body)),
  );

  app.get(
    '/',
    {
      schema: {
        ...common,
        description:
          `Your own support requests, newest first (the ${SUPPORT_LIST_LIMIT} most recent), each with ` +
          `the promise it was made with. ${PROMISE}`,
        response: { 200: supportRequestListSchema, ...errors },
      },
    },
    async (request) => listSupportRequests(ctx(request.log), requireUser(request)),
  );
};
