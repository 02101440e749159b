import { MESSAGES } from '@streakwise/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { authenticate } from '../modules/auth/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` preHandler on protected routes. */
    currentUser: UserRow | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

/** `preHandler: app.authenticate` on a route: a valid bearer token or 401. */
export function registerAuthentication(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('currentUser', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
    request.currentUser = await authenticate({ ...deps, log: request.log }, match[1]);
  });
}

/** The signed-in user of a route behind `app.authenticate`. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  return request.currentUser;
}
