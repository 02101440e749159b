import { MESSAGES, type LoginRequest, type User } from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { applyExpiry } from '../billing/subscription.service.js';
import { toUserView, type SignedInUser } from '../users/user-view.js';
import { findUserByEmail } from '../users/users.service.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import { findSessionUser } from './sessions.repository.js';
import { startSession, type TokenPair } from './sessions.service.js';
import { verifyAccessToken } from './tokens.js';

/**
 * Wrong address and wrong password get the same 401 after the same argon2 work. The not-verified
 * answer comes only after the password matched, so it reveals nothing to a guesser.
 */
export async function login(
  ctx: ServiceContext,
  input: LoginRequest,
  device: string,
): Promise<TokenPair & { user: User }> {
  const user = await findUserByEmail(ctx.database.db, input.email);
  const ok = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !ok) {
    ctx.log.info({ event: 'login.failed' }, 'login failed');
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
  }
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.verifyBeforeLogin);
  ctx.log.info({ event: 'login.succeeded', userId: user.id }, 'login succeeded');
  const current = await applyExpiry(ctx, user);
  return { ...(await startSession(ctx, current, device)), user: toUserView(current) };
}

export interface Authenticated {
  user: SignedInUser;
  sessionId: string;
}

/**
 * Resolves a bearer token to its user and session; a revoked, expired, forged or orphaned token,
 * or one whose session ended, is 401. A database that cannot answer is a 503: "no such user"
 * would sign people out during an outage.
 */
export async function authenticate(ctx: ServiceContext, token: string): Promise<Authenticated> {
  const now = ctx.clock.now();
  const claims = await verifyAccessToken(token, ctx.config.jwtSecret, now);
  if (!claims) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  let user: SignedInUser | undefined;
  try {
    user = await findSessionUser(ctx.database.db, claims.userId, claims.sessionId, now);
  } catch (err) {
    ctx.log.error({ err }, 'authentication: database unreachable');
    throw new AppError('UNAVAILABLE', MESSAGES.serviceUnavailable);
  }
  if (!user || user.tokenVersion !== claims.tokenVersion || !user.emailVerifiedAt) {
    throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  }
  return { user: await applyExpiry(ctx, user), sessionId: claims.sessionId };
}
