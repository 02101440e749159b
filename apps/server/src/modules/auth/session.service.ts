import { MESSAGES, type LoginRequest, type User } from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { applyExpiry } from '../billing/subscription.service.js';
import { toUserView, type SignedInUser } from '../users/user-view.js';
import { findUserByEmail, setMailOrigin } from '../users/users.service.js';
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
  /** The address signed in at (plugins/public-url.ts `requestOrigin`). */
  origin: string | null,
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
  const current = await rememberOrigin(ctx, await applyExpiry(ctx, user), origin);
  return { ...(await startSession(ctx, current, device)), user: toUserView(current) };
}

/**
 * With APP_URL unset, keeps the address the person signs in or makes a signed-in request at, for
 * the links of mail sent with no request to follow (docs/decisions/041-mail-origin-receipts-
 * resume.md). Written only when it changed, so an ordinary request costs no statement.
 */
export async function rememberOrigin<T extends SignedInUser>(
  ctx: ServiceContext,
  user: T,
  origin: string | null,
): Promise<T> {
  if (!ctx.config.appUrlFollowsHost || user.mailOrigin === origin) return user;
  await setMailOrigin(ctx.database.db, user.id, origin);
  return { ...user, mailOrigin: origin };
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
