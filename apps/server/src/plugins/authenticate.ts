import { MESSAGES } from '@streakwise/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
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
