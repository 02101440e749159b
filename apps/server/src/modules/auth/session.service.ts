import { MESSAGES, type LoginRequest, type User } from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import * as repo from './auth.repository.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import { findSessionUser } from './sessions.repository.js';
import { startSession, type TokenPair } from './sessions.service.js';
import { verifyAccessToken } from './tokens.js';
import { toUserView, type SignedInUser } from './user-view.js';
import { expireIfDue } from '../billing/billing.repository.js';
import { isExpired } from '@streakwise/shared';

/**
 * Wrong address and wrong password get the same 401 after the same argon2 work. The not-verified
 * answer comes only after the password matched, so it reveals nothing to a guesser.
 */
export async function login(
  ctx: ServiceContext,
  input: LoginRequest,
  device: string,
): Promise<TokenPair & { user: User }> {
  const user = await repo.findUserByEmail(ctx.database.db, input.email);
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

/**
 * A paid plan past its expiry is free again from this request on; the expiry date is kept. A
 * comparison on the row already loaded: the downgrade is written once, by the first request after
 * the expiry, and every later one finds the plan already free.
 */
async function applyExpiry(ctx: ServiceContext, user: SignedInUser): Promise<SignedInUser> {
  const now = ctx.clock.now();
  if (!isExpired({ plan: user.plan, expiredAt: user.expiredAt }, now)) return user;
  const downgraded = await expireIfDue(ctx.database.db, user.id, now);
  if (downgraded) {
    ctx.log.info({ event: 'subscription.expired', userId: user.id }, 'subscription expired');
    return downgraded;
  }
  // A simultaneous request downgraded (or a renewal extended) it first: the row as it is now.
  return (await repo.findSignedInUser(ctx.database.db, user.id)) ?? user;
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
