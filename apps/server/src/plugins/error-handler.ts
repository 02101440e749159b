import { MESSAGES } from '@streakwise/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { AppError, RateLimitedError } from '../errors.js';

type Body = { message: string; code?: string; fields?: Record<string, string> };

function validationFields(validation: ReadonlyArray<{ instancePath: string; message?: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (key && issue.message) fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * One error handler: every error leaves as `{message, code?, fields?}` (docs/architecture.md §4).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let status: number;
    let body: Body;
    if (error instanceof AppError) {
      status = error.status;
      body = error.toBody();
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validation);
      status = 400;
      body = {
        message:
          Object.values(fields)[0] ?? error.validation[0]?.message ?? MESSAGES.validationFailed,
      };
      if (Object.keys(fields).length > 0) body.fields = fields;
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      status = 400;
      body = { message: MESSAGES.malformedJson };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (empty body, wrong media type, too large): safe to pass on.
      status = error.statusCode;
      body = { message: error.message };
    } else if (isDatabaseUnavailable(error)) {
      // NOTE: an outage is a 503 on every route, not only behind `authenticate`: a sign-in or a
      // refresh answered 500 would read as a bug rather than "try again in a moment".
      request.log.error({ err: error }, 'database unreachable');
      status = 503;
      body = { message: MESSAGES.serviceUnavailable };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { message: MESSAGES.internalError };
    }
    // A refused request is a security event: who was refused, how and why, never what they sent
    // (docs/security.md, V16.3). The request's own log line has the path and the status already.
    if (status < 500) {
      request.log.warn(
        {
          event: 'request.refused',
          status,
          code: error instanceof AppError ? error.code : null,
          userId: request.currentUser?.id ?? null,
        },
        'request refused',
      );
    }
    // NOTE: every limit throws a RateLimitedError with its true wait; 60 s is only a safety net.
    if (status === 429) {
      const wait = error instanceof RateLimitedError ? error.retryAfterSeconds : 60;
      reply.header('Retry-After', String(wait));
    }
    return reply.status(status).send(body);
  });
}
