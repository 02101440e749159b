import {
  MESSAGES,
  SESSION_IDLE_DAYS,
  type RefreshResponse,
  type Session,
} from '@streakwise/shared';
import type { Queryable } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import type { SignedInUser } from '../users/user-view.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import * as repo from './sessions.repository.js';
import {
  createRefreshToken,
  hashRefreshToken,
  signAccessToken,
  type TokenClaims,
} from './tokens.js';
import { revokeAllTokens } from '../users/users.service.js';

const IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
/**
 * NOTE: two tabs refreshing at once present the same credential; the loser finds it rotated a
 * moment ago. Within this grace, and only for the credential rotated last, that is a race, not
 * theft: the loser gets a 401 but the session lives (the web client then picks up the pair the
 * winner stored). Later, or an older credential, ends the session.
 */
export const REFRESH_GRACE_MS = 10_000;

export type TokenPair = RefreshResponse;

const idleExpiry = (now: Date) => new Date(now.getTime() + IDLE_MS);
const sign = (ctx: Pick<ServiceContext, 'config'>, claims: TokenClaims, now: Date) =>
  signAccessToken(claims, ctx.config.jwtSecret, now);

/**
 * Opens a session (a signed-in device) and returns its first pair; `now` is when it starts.
 * Also used by tests and benchmarks that need a token without a login.
 */
export async function openSession(
  ctx: Pick<ServiceContext, 'config'>,
  db: Queryable,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
  device: string,
  now: Date,
): Promise<TokenPair & { sessionId: string }> {
  const { token: refreshToken, tokenHash } = createRefreshToken();
  const sessionId = await repo.insertSession(db, {
    userId: user.id,
    device,
    tokenHash,
    now,
    expiresAt: idleExpiry(now),
  });
  const token = await sign(
    ctx,
    { userId: user.id, tokenVersion: user.tokenVersion, sessionId },
    now,
  );
  return { token, refreshToken, sessionId };
}

/** A sign-in: a new session; the user's sessions that ended long ago are cleared out. */
export async function startSession(
  ctx: ServiceContext,
  user: SignedInUser,
  device: string,
): Promise<TokenPair> {
  const now = ctx.clock.now();
  await repo.purgeEndedSessions(ctx.database.db, user.id, new Date(now.getTime() - IDLE_MS));
  const { sessionId, ...pair } = await openSession(ctx, ctx.database.db, user, device, now);
  ctx.log.info({ event: 'session.started', userId: user.id, sessionId }, 'session started');
  return pair;
}

/** Trades a refresh credential for a new pair; the credential rotates and the expiry slides. */
export async function refreshSession(ctx: ServiceContext, presented: string): Promise<TokenPair> {
  const now = ctx.clock.now();
  const oldHash = hashRefreshToken(presented);
  const next = createRefreshToken();
  const session = await ctx.database.db.transaction(async (tx) => {
    const rotated = await repo.rotateRefreshToken(tx, {
      oldHash,
      newHash: next.tokenHash,
      now,
      expiresAt: idleExpiry(now),
    });
    if (!rotated) return undefined;
    await repo.recordRotated(tx, {
      tokenHash: oldHash,
      sessionId: rotated.id,
      userId: rotated.userId,
      now,
      // A credential rotated this long ago would have expired unused anyway.
      forgetBefore: new Date(now.getTime() - IDLE_MS),
    });
    return rotated;
  });
  if (!session) {
    await endIfReused(ctx, oldHash, now);
    throw new AppError('UNAUTHORIZED', MESSAGES.refreshTokenInvalid);
  }
  const claims = {
    userId: session.userId,
    tokenVersion: session.tokenVersion,
    sessionId: session.id,
  };
  return { token: await sign(ctx, claims, now), refreshToken: next.token };
}

/** A rotated credential presented again was copied: its session ends, whoever holds it. */
async function endIfReused(ctx: ServiceContext, tokenHash: string, now: Date): Promise<void> {
  const rotated = await repo.findRotated(ctx.database.db, tokenHash);
  if (!rotated) return;
  const { sessionId, userId } = rotated;
  if (rotated.latest && now.getTime() - rotated.rotatedAt.getTime() <= REFRESH_GRACE_MS) {
    ctx.log.info({ event: 'session.refresh_raced', userId, sessionId }, 'concurrent refresh');
    return;
  }
  await repo.revokeSession(ctx.database.db, userId, sessionId, now);
  ctx.log.warn(
    { event: 'session.refresh_reused', userId, sessionId },
    'rotated refresh credential reused: session ended',
  );
}

/** After a password change on this device: a new pair for it, every other session ended. */
export async function keepOnlySession(
  ctx: ServiceContext,
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
  sessionId: string,
  now: Date,
): Promise<TokenPair> {
  await repo.revokeSessions(tx, user.id, now, sessionId);
  const next = createRefreshToken();
  await repo.replaceRefreshToken(tx, {
    sessionId,
    tokenHash: next.tokenHash,
    now,
    expiresAt: idleExpiry(now),
  });
  const claims = { userId: user.id, tokenVersion: user.tokenVersion, sessionId };
  return { token: await sign(ctx, claims, now), refreshToken: next.token };
}

export async function logout(ctx: ServiceContext, user: SignedInUser, sessionId: string) {
  await repo.revokeSession(ctx.database.db, user.id, sessionId, ctx.clock.now());
  ctx.log.info({ event: 'session.logout', userId: user.id, sessionId }, 'signed out');
}

export async function listSessions(
  ctx: ServiceContext,
  user: SignedInUser,
  currentSessionId: string,
): Promise<Session[]> {
  const rows = await repo.listLiveSessions(ctx.database.db, user.id, ctx.clock.now());
  return rows.map((row) => ({
    _id: row.id,
    device: row.device,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Signs one device out; another user's session (or an ended one) is a 404. */
export async function endSession(ctx: ServiceContext, user: SignedInUser, sessionId: string) {
  if (!(await repo.revokeSession(ctx.database.db, user.id, sessionId, ctx.clock.now()))) {
    throw new AppError('NOT_FOUND', MESSAGES.sessionNotFound);
  }
  ctx.log.info({ event: 'session.ended', userId: user.id, sessionId }, 'device signed out');
}

/** Every session ends and every token issued so far is refused (the version moves on). */
export async function signOutEverywhere(ctx: ServiceContext, user: SignedInUser) {
  const now = ctx.clock.now();
  await ctx.database.db.transaction(async (tx) => {
    await repo.revokeSessions(tx, user.id, now);
    await revokeAllTokens(tx, user.id, now);
  });
  ctx.log.info({ event: 'session.all_ended', userId: user.id }, 'signed out everywhere');
}
