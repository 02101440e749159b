import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { rotatedRefreshTokens, sessions } from '../../db/schema.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The auth module's own rows of a person for "Download my data" (my-data.service.ts): signed-in
 * devices, and refresh credentials described by their dates only (they are stored as SHA-256
 * digests anyway).
 */
export async function sessionRows(db: Queryable, userId: string) {
  const sessionRows = await db
    .select({
      id: sessions.id,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const rotatedRows = await db
    .select({
      sessionId: rotatedRefreshTokens.sessionId,
      rotatedAt: rotatedRefreshTokens.rotatedAt,
    })
    .from(rotatedRefreshTokens)
    .where(eq(rotatedRefreshTokens.userId, userId))
    .orderBy(asc(rotatedRefreshTokens.rotatedAt));
  return {
    sessions: sessionRows.map((s) => ({
      _id: s.id,
      device: s.device,
      createdAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: iso(s.expiresAt),
      endedAt: iso(s.revokedAt),
    })),
    refreshCredentialsRotated: rotatedRows.map((r) => ({
      sessionId: r.sessionId,
      rotatedAt: iso(r.rotatedAt),
    })),
  };
}
