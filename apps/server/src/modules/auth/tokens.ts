import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const JWT_ALGORITHM = 'HS256';
const JWT_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

export async function signAccessToken(
  claims: TokenClaims,
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: JWT_ALGORITHM })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + JWT_LIFETIME_SECONDS)
    .sign(secret);
}

/** Checks signature (HS256 only), expiry against the app clock, and the claim shapes. */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [JWT_ALGORITHM],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return { userId: payload.sub, tokenVersion: payload.ver };
  } catch {
    return null;
  }
}

/** A verification or reset token: 32 random bytes for the link, only its SHA-256 for the database. */
export function createEmailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashEmailToken(token) };
}

/**
 * NOTE: lookup is by the hash of the presented token, so the database compares digests, never the
 * secret itself; a timing difference there reveals nothing about a valid token.
 */
export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
