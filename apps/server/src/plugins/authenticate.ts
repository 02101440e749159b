import { errorResponseSchema, MESSAGES } from '@streakwise/shared';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps, ServiceContext } from '../deps.js';
import { AppError } from '../errors.js';
import { authenticate, rememberOrigin } from '../modules/auth/session.service.js';
import type { SignedInUser } from '../modules/users/user-view.js';
import { requestOrigin } from './public-url.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on protected routes; never carries the password hash. */
    currentUser: SignedInUser | null;
    /** The session (signed-in device) the bearer token belongs to; set with `currentUser`. */
    currentSessionId: string | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/** `preHandler: app.authenticate` on a route: a valid bearer token or 401. */
export function registerAuthentication(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('currentSessionId', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
    const ctx = { ...deps, log: request.log };
    const { user, sessionId } = await authenticate(ctx, match[1]);
    request.currentUser = await rememberOrigin(ctx, user, requestOrigin(request, deps.config));
    request.currentSessionId = sessionId;
  });
}

/** The signed-in user of a route behind `app.authenticate`. */
export function requireUser(request: FastifyRequest): SignedInUser {
  if (!request.currentUser) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return request.currentUser;
}

/** The session of a route behind `app.authenticate`. */
export function requireSessionId(request: FastifyRequest): string {
  if (!request.currentSessionId) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return request.currentSessionId;
}

/** The error replies a route may answer, each with the one error body (docs/architecture.md §4). */
export function errorReplies<const C extends readonly number[]>(
  ...codes: C
): Record<C[number], typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    C[number],
    typeof errorResponseSchema
  >;
}

/**
 * Makes every route of a plugin signed-in only, and gives the OpenAPI fields its routes share and
 * the service context of a request. NOTE: onRequest, so a caller without a valid token gets 401
 * before its input is parsed or validated, never a 400 that describes the input.
 */
export function signedInRoutes(
  app: Pick<FastifyInstance, 'authenticate'> & {
    addHook(name: 'onRequest', hook: FastifyInstance['authenticate']): unknown;
  },
  deps: AppDeps,
  tag: string,
) {
  app.addHook('onRequest', app.authenticate);
  return {
    common: { tags: [tag], security: [{ bearerAuth: [] }] },
    ctx: (log: FastifyBaseLogger): ServiceContext => ({ ...deps, log }),
  };
}
