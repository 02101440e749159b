import { and, desc, eq, gt, isNull, lt, max, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { rotatedRefreshTokens, sessions, users } from '../../db/schema.js';
import { signedInUserColumns, type SignedInUser } from '../users/user-view.js';

/** Not revoked and not past its idle expiry. */
const live = (now: Date | Placeholder) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

function prepareSessionUser(db: Queryable) {
  return db
    .select(signedInUserColumns)
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(sessions.id, sql.placeholder('sessionId')),
        live(sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_session_user');
}

/**
 * NOTE: built once per database, not per request: composing this query was about 8% of the
 * process's time on GET /api/auth/me (docs/decisions/013-request-path.md). On PostgreSQL the name
 * also makes it a prepared statement on each pooled connection.
 */
const sessionUserQueries = new WeakMap<Queryable, ReturnType<typeof prepareSessionUser>>();

/**
 * The user behind a bearer token, in one statement on two primary keys: only when the session is
 * theirs and live. NOTE: never the password hash (users/user-view.ts `SignedInUser`).
 */
export async function findSessionUser(
  db: Queryable,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<SignedInUser | undefined> {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUser(db);
    sessionUserQueries.set(db, query);
  }
  // NOTE: placeholders skip the column's encoder, so the time goes in as the text it would become.
  const [row] = await query.execute({ userId, sessionId, now: now.toISOString() });
  return row;
}

export async function insertSession(
  db: Queryable,
  values: { userId: string; device: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      device: values.device,
      refreshTokenHash: values.tokenHash,
      createdAt: values.now,
      lastUsedAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

/**
 * Swaps the live session's current credential for the next one (compare-and-set on the hash):
 * of two requests racing with one credential, only the first gets the session back.
 */
export async function rotateRefreshToken(
  tx: Queryable,
  values: { oldHash: string; newHash: string; now: Date; expiresAt: Date },
): Promise<{ id: string; userId: string; tokenVersion: number } | undefined> {
  const [row] = await tx
    .update(sessions)
    .set({ refreshTokenHash: values.newHash, lastUsedAt: values.now, expiresAt: values.expiresAt })
    .where(and(eq(sessions.refreshTokenHash, values.oldHash), live(values.now)))
    .returning({ id: sessions.id, userId: sessions.userId });
  if (!row) return undefined;
  const [user] = await tx
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, row.userId));
  return user ? { ...row, tokenVersion: user.tokenVersion } : undefined;
}

/** Remembers a rotated credential, and forgets the session's ones rotated before `forgetBefore`. */
export async function recordRotated(
  tx: Queryable,
  values: { tokenHash: string; sessionId: string; userId: string; now: Date; forgetBefore: Date },
): Promise<void> {
  await tx.insert(rotatedRefreshTokens).values({
    tokenHash: values.tokenHash,
    sessionId: values.sessionId,
    userId: values.userId,
    rotatedAt: values.now,
  });
  await tx
    .delete(rotatedRefreshTokens)
    .where(
      and(
        eq(rotatedRefreshTokens.sessionId, values.sessionId),
        lt(rotatedRefreshTokens.rotatedAt, values.forgetBefore),
      ),
    );
}

/** A credential already rotated away: whose it was, when, and whether it was the latest one. */
export async function findRotated(
  db: Queryable,
  tokenHash: string,
): Promise<{ sessionId: string; userId: string; rotatedAt: Date; latest: boolean } | undefined> {
  const [row] = await db
    .select({
      sessionId: rotatedRefreshTokens.sessionId,
      userId: rotatedRefreshTokens.userId,
      rotatedAt: rotatedRefreshTokens.rotatedAt,
    })
    .from(rotatedRefreshTokens)
    .where(eq(rotatedRefreshTokens.tokenHash, tokenHash));
  if (!row) return undefined;
  const [newest] = await db
    .select({ at: max(rotatedRefreshTokens.rotatedAt) })
    .from(rotatedRefreshTokens)
    .where(eq(rotatedRefreshTokens.sessionId, row.sessionId));
  return { ...row, latest: newest?.at?.getTime() === row.rotatedAt.getTime() };
}

/** Gives the session a new credential outright (after a password change on that device). */
export async function replaceRefreshToken(
  tx: Queryable,
  values: { sessionId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .update(sessions)
    .set({
      refreshTokenHash: values.tokenHash,
      lastUsedAt: values.now,
      expiresAt: values.expiresAt,
    })
    .where(eq(sessions.id, values.sessionId));
}

/** Ends one live session of a user; false when there is none by that id (or it is another's). */
export async function revokeSession(
  db: Queryable,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every live session of a user, but the one kept (the device changing its password). */
export async function revokeSessions(
  db: Queryable,
  userId: string,
  now: Date,
  keep?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), live(now), keep ? ne(sessions.id, keep) : undefined));
}

export async function listLiveSessions(db: Queryable, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/** Deletes a user's sessions that ended before `before` (their rotated credentials go with them). */
export async function purgeEndedSessions(
  db: Queryable,
  userId: string,
  before: Date,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)),
      ),
    );
}
