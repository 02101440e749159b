import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { signAccessToken, verifyAccessToken } from './tokens.js';

/*
 * The access token's checks hold on every use, including a token whose signature this process
 * has already checked once (tokens.ts keeps those).
 */
const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!');
const claims = {
  userId: '0b6f3f5e-7d2a-4c1e-9a53-2f4b8c9d1e00',
  tokenVersion: 3,
  sessionId: '5a1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
};
const issued = new Date('2026-11-24T12:00:00.000Z');
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(issued.getTime() + ms);

/** The token with one character of its signature changed. */
function tampered(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
}

describe('access tokens', () => {
  it('gives the claims back until the token expires, a second time as the first', async () => {
    const token = await signAccessToken(claims, secret, issued);
    expect(await verifyAccessToken(token, secret, issued)).toEqual(claims);
    expect(await verifyAccessToken(token, secret, at(WEEK_MS - 1000))).toEqual(claims);
    // Expired from its last second on, although its signature was checked before.
    expect(await verifyAccessToken(token, secret, at(WEEK_MS))).toBeNull();
    expect(await verifyAccessToken(token, secret, at(WEEK_MS + 60_000))).toBeNull();
  });

  it('refuses an expired token it never saw', async () => {
    const token = await signAccessToken(claims, secret, issued);
    expect(await verifyAccessToken(token, secret, at(WEEK_MS))).toBeNull();
    // Refusing it kept nothing: within its week it is still good.
    expect(await verifyAccessToken(token, secret, at(1000))).toEqual(claims);
  });

  it('refuses a changed signature, before and after the real token was checked', async () => {
    const token = await signAccessToken({ ...claims, tokenVersion: 4 }, secret, issued);
    expect(await verifyAccessToken(tampered(token), secret, issued)).toBeNull();
    expect(await verifyAccessToken(token, secret, issued)).toEqual({ ...claims, tokenVersion: 4 });
    expect(await verifyAccessToken(tampered(token), secret, issued)).toBeNull();
  });

  it('refuses a token signed with another secret, even one this process has checked', async () => {
    const other = new TextEncoder().encode('another-secret-of-at-least-32-bytes!');
    const token = await signAccessToken(claims, other, issued);
    expect(await verifyAccessToken(token, other, issued)).toEqual(claims);
    expect(await verifyAccessToken(token, secret, issued)).toBeNull();
    // A copy of the same bytes is another secret object: it verifies the signature afresh.
    expect(await verifyAccessToken(token, new Uint8Array(other), issued)).toEqual(claims);
  });

  it('refuses a signed token meant to live longer than a week, or issued ahead of the clock', async () => {
    const now = issued.getTime() / 1000;
    const signed = (iat: number, exp: number) =>
      new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(secret);
    const week = WEEK_MS / 1000;
    expect(await verifyAccessToken(await signed(now, now + week + 1), secret, issued)).toBeNull();
    expect(await verifyAccessToken(await signed(now, now + week), secret, issued)).toEqual(claims);
    // A minute of clock difference between instances is allowed, no more.
    const early = await signed(now + 61, now + 61 + week);
    expect(await verifyAccessToken(early, secret, issued)).toBeNull();
    expect(await verifyAccessToken(early, secret, at(1000))).toEqual(claims);
    expect(await verifyAccessToken(await signed(now + 60, now + 60), secret, issued)).toEqual(
      claims,
    );
  });

  it('refuses what is not a token', async () => {
    for (const bad of ['', 'not.a.token', 'a.b', 'x'.repeat(500)])
      expect(await verifyAccessToken(bad, secret, issued), bad).toBeNull();
  });
});
