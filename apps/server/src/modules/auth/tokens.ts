import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const JWT_ALGORITHM = 'HS256';
const JWT_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** How far ahead of this process's clock another instance's may be when it issues a token. */
const CLOCK_SKEW_SECONDS = 60;
// NOTE: the claims end up in SQL uuid comparisons; a malformed one must be a 401, not a query error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** The session (signed-in device) the token belongs to; ending the session ends the token. */
  sessionId: string;
}

const signingKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as an HMAC key, imported once per secret. NOTE: handed the raw bytes, jose imports
 * them into WebCrypto again on every sign and verify, a cost every authenticated request paid.
 * Keyed by the secret itself, so a test app or a benchmark with its own secret gets its own key.
 */
function signingKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    signingKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  claims: TokenClaims,
  secret: Uint8Array,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: JWT_ALGORITHM })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + JWT_LIFETIME_SECONDS)
    .sign(await signingKey(secret));
}

interface VerifiedToken {
  claims: TokenClaims;
  /** The `exp` claim, in seconds. */
  expires: number;
}

/** Verified tokens kept per secret; the oldest are forgotten past this many. */
const MAX_VERIFIED = 10_000;
const verifiedBySecret = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();

/**
 * Tokens whose signature and claims were checked, by the token's SHA-256 (the bearer token itself
 * is not kept). A signed token never changes, so its signature is checked once per process: the
 * WebCrypto check runs on the thread pool and was a twentieth of the main thread's time on every
 * authenticated request (docs/decisions/020-fewer-statements-per-tap.md). Expiry is compared on
 * every use, and the session and token version are still read on every request.
 */
function verifiedTokens(secret: Uint8Array): Map<string, VerifiedToken> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  return verified;
}

/** jose's rule: a token is expired once `exp` is at or before the current whole second. */
const unexpired = (expires: number, now: Date) => expires > Math.floor(now.getTime() / 1000);

/**
 * Checks signature (HS256 only), expiry against the app clock, and the claim shapes. A token
 * without a session id predates sessions and is refused: everyone signs in once more.
 * NOTE: no token lives longer than this server issues them for: `iat` is required, at most a
 * minute ahead of our clock, and `exp` at most a week after it. A correctly signed token whose
 * `exp` is a century away (a leaked secret, a script, a mistaken build) would be good until then.
 */
export async function verifyAccessToken(
  token: string,
  secret: Uint8Array,
  now: Date,
): Promise<TokenClaims | null> {
  const verified = verifiedTokens(secret);
  const digest = sha256(token);
  const known = verified.get(digest);
  if (known) return unexpired(known.expires, now) ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, await signingKey(secret), {
      algorithms: [JWT_ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp', 'iat'],
    });
    const { sub, ver, sid, exp, iat } = payload;
    if (typeof sub !== 'string' || !UUID.test(sub)) return null;
    if (typeof sid !== 'string' || !UUID.test(sid)) return null;
    if (typeof ver !== 'number' || typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (exp - iat > JWT_LIFETIME_SECONDS) return null;
    if (iat > now.getTime() / 1000 + CLOCK_SKEW_SECONDS) return null;
    const claims = { userId: sub, tokenVersion: ver, sessionId: sid };
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(digest, { claims, expires: exp });
    return claims;
  } catch {
    return null;
  }
}

/** 32 random bytes for the holder, only its SHA-256 for the database. */
function createSecret(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

/**
 * NOTE: lookup is by the hash of the presented secret, so the database compares digests, never the
 * secret itself; a timing difference there reveals nothing about a valid one.
 */
function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A verification or reset token (the link carries the token, the table its hash). */
export const createEmailToken = createSecret;
export const hashEmailToken = sha256;

/** A session's refresh credential: it rotates on every use; the table keeps only hashes. */
export const createRefreshToken = createSecret;
export const hashRefreshToken = sha256;
